import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";
import { counterpartOf, memberOf } from "./member-account";

const members = endpoints.members;

/**
 * The demo member's own account. Each change leaves what later cases read as it was (the same
 * badges shown, a block undone); the exit survey is among the subscription cases, which cancel.
 */
export const membersCases: ConformanceCase[] = [
  {
    endpoint: members.profile,
    as: "member",
    call: (shop) => shop.api.membership.profile(),
  },
  {
    endpoint: members.updateProfile,
    as: "member",
    call: async (shop) => {
      const { displayName } = await memberOf(shop);
      return shop.api.membership.updateProfile({ displayName, bio: "Runs trails on weekends." });
    },
  },
  {
    endpoint: members.hideWelcomePost,
    as: "member",
    call: (shop) => shop.api.membership.hideWelcomePost(),
  },
  {
    endpoint: members.showBadges,
    as: "member",
    call: async (shop) => {
      const { badges } = await memberOf(shop);
      const shown = badges.filter((badge) => badge.showInProfile).map((badge) => badge.id);
      return shop.api.membership.showBadges(shown);
    },
  },
  {
    endpoint: members.block,
    as: "member",
    call: async (shop) => {
      const creatorId = await counterpartOf(shop);
      await shop.api.membership.block(creatorId);
      await shop.api.membership.unblock(creatorId);
    },
  },
  {
    endpoint: members.unblock,
    as: "member",
    call: async (shop) => shop.api.membership.unblock(await counterpartOf(shop)),
  },
  {
    endpoint: members.connectDiscord,
    as: "member",
    call: (shop) => shop.api.membership.connectDiscord("conformance-code_1"),
  },
  {
    endpoint: members.disconnectDiscord,
    as: "member",
    call: (shop) => shop.api.membership.disconnectDiscord(),
  },
];
