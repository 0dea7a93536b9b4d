import type { Member, Subscription } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";

/** The demo member's profile as the platform answers it now. */
export async function memberOf(shop: Storefront): Promise<Member> {
  return (await shop.api.membership.profile()).member;
}

/** The demo member's subscription, which both platforms' demo member has. */
export async function subscriptionOf(shop: Storefront): Promise<Subscription> {
  const { subscription } = await memberOf(shop);
  if (subscription === null) throw new Error("The demo member should have a subscription");
  return subscription;
}

/** The other side of the viewer's first conversation: the creator for a member, and back. */
export async function counterpartOf(shop: Storefront): Promise<string> {
  const [thread] = (await shop.api.directMessages.list()).data;
  if (thread === undefined) throw new Error("The demo viewer should have a conversation");
  return thread.counterpart.id;
}
