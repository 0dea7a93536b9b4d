import type { HttpClients } from "../http/client";
import { type CartApi, createCartApi } from "./cart";
import { createDirectMessagesApi, type DirectMessagesApi } from "./direct-messages";
import { createMembershipApi, type MembershipApi } from "./membership";
import { createOrderApi, type OrderApi } from "./order";
import { createSocialApi, type SocialApi } from "./social";
import { createStorefrontCatalogApi, type StorefrontCatalogApi } from "./storefront";

/** Every call of the HTTP contract, one namespace per service. */
export interface StorefrontApi {
  storefront: StorefrontCatalogApi;
  social: SocialApi;
  cart: CartApi;
  order: OrderApi;
  membership: MembershipApi;
  directMessages: DirectMessagesApi;
}

export function createStorefrontApi(clients: HttpClients, shopId: string): StorefrontApi {
  return {
    storefront: createStorefrontCatalogApi(clients.storefront),
    social: createSocialApi(clients.storefront, shopId),
    cart: createCartApi(clients.cart, clients.storefront, shopId),
    order: createOrderApi(clients.order),
    membership: createMembershipApi(clients.membership),
    directMessages: createDirectMessagesApi(clients.membership),
  };
}
