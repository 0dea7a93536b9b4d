import { creatorFixture } from "../testing/auth-fixtures";
import type { DirectMessageThreadDetail } from "../types/direct-messages";
import type { Creator, Member, User } from "../types/membership";
import type { MembershipCheckout, PaymentMethod } from "../types/order";
import {
  creatorThreadsFixture,
  memberThreadFixture,
  memberWithAccount,
  paymentMethodFixture,
} from "./membership-fixtures";

/**
 * What the mock membership API remembers within one story, so calls answer like a server: the
 * viewer (the story's user), their checkout, card and conversations. Stories start from
 * `reset(user)`; module state because msw handlers are built once for the whole Storybook.
 */
export const mockMembership = {
  viewer: null as User | null,
  member: memberWithAccount(),
  creator: creatorFixture(),
  checkout: null as MembershipCheckout | null,
  /** Card numbers set up per checkout, so payment answers by test card. */
  cardNumber: "",
  requiresActionSeen: false,
  paymentMethod: paymentMethodFixture as PaymentMethod | null,
  threads: [] as DirectMessageThreadDetail[],
  reset(user: User | null) {
    // A JSON copy: a story's user may have become a store proxy, which structuredClone refuses.
    const copy = (value: User) => JSON.parse(JSON.stringify(value)) as typeof value;
    this.viewer = user;
    this.member = user?.type === "MEMBER" ? (copy(user) as Member) : memberWithAccount();
    this.creator = user?.type === "CREATOR" ? (copy(user) as Creator) : creatorFixture();
    this.checkout = null;
    this.cardNumber = "";
    this.requiresActionSeen = false;
    this.paymentMethod = paymentMethodFixture;
    this.threads = user?.type === "CREATOR" ? creatorThreadsFixture() : [memberThreadFixture()];
  },
  setMember(member: Member) {
    this.member = member;
  },
  setCreator(creator: Creator) {
    this.creator = creator;
  },
};
