import type {
  AppConfig,
  InitialState,
  MembershipSettings,
  Shop,
  ThemeSettings,
} from "@vitrine/contract";
import { proxy } from "valtio/vanilla";

export interface ShopState {
  shop: Shop | null;
  membershipSettings: MembershipSettings | null;
  app: AppConfig;
}

export interface ShopStore {
  state: ShopState;
  /** Applies theme-setting changes from the customizer, so pages reading settings follow live. */
  updateThemeSettings(changes: Partial<ThemeSettings>): void;
  /**
   * Shows the owner's bar once the browser knows the visitor is the shop's owner: a shared page
   * is rendered for no one, so its state cannot say.
   */
  recogniseOwner(): void;
}

/**
 * The shop, its membership settings and the page's app flags, from the initial-state block.
 *
 * @example
 * const shop = createShopStore(readInitialState(document));
 * shop.state.shop?.currency // "USD"
 * shop.state.app.showAdminBar // false
 */
export function createShopStore(
  initial: Pick<InitialState, "shop" | "membershipSettings" | "app">,
): ShopStore {
  const state = proxy<ShopState>({
    shop: initial.shop,
    membershipSettings: initial.membershipSettings,
    app: initial.app,
  });
  return {
    state,
    updateThemeSettings(changes) {
      if (state.shop === null) return;
      Object.assign(state.shop.theme.settings, changes);
    },
    recogniseOwner() {
      state.app.showAdminBar = true;
    },
  };
}
