import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createHostI18n, hostTranslations } from "../i18n/host-i18n";
import { ShopErrorScreen } from "./error-screens";
import { isShopErrorStatus } from "./shop-error-keys";

async function renderInEnglish(screenElement: ReactNode) {
  const i18n = await createHostI18n("en", [hostTranslations]);
  render(<I18nextProvider i18n={i18n}>{screenElement}</I18nextProvider>);
}

afterEach(cleanup);

describe("a shop that cannot be served shows the screen of its status (spec §8)", () => {
  it("a status the screens know has its own screen", async () => {
    await renderInEnglish(<ShopErrorScreen status="SHOP_BLOCKED" />);
    expect(screen.getByRole("heading", { name: "This shop is unavailable" })).toBeTruthy();
  });

  it.each(["SHOP_ON_FIRE", "", "toString"])(
    "a status they do not know (%j) is the internal-error screen, with its reload",
    async (status) => {
      await renderInEnglish(<ShopErrorScreen status={status} />);
      expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    },
  );

  it("knows exactly the contract's statuses", () => {
    expect(
      ["SHOP_NOT_FOUND", "SHOP_BLOCKED", "SHOP_THEME_MISSING", "SHOP_ON_FIRE", "constructor"].map(
        isShopErrorStatus,
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
