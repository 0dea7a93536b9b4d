export type { ShopApiPrefix } from "./api-prefixes";
export { SHOP_API_PREFIXES } from "./api-prefixes";
export {
  COMING_SOON_PASSWORD,
  CONFIRMATION_REFUSED_MESSAGE,
  DECLINED_MESSAGE,
  DEMO_GIFT_CODES,
  REQUIRES_ACTION_MESSAGE,
  TEST_CARDS,
} from "./demo";
export { CHECKOUT_MESSAGE_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./limits";
