import { act } from "@testing-library/react";
import { memberFixture } from "@vitrine/contract/testing";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { testStorefront } from "@vitrine/sdk/testing";
import { createInstance } from "i18next";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { membershipEn } from "../i18n/en";
import { MembershipNav } from "./membership-nav";

function strings() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: { membership: membershipEn } } },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

describe("MembershipNav", () => {
  it("hydrates the server's navigation even when the unread count arrived first, then shows it", async () => {
    const storefront = testStorefront();
    storefront.stores.auth.setUser(memberFixture());
    const i18n = strings();
    const nav = (
      <I18nextProvider i18n={i18n}>
        <StorefrontProvider storefront={storefront}>
          <MembershipNav route="membership-posts" />
        </StorefrontProvider>
      </I18nextProvider>
    );
    // The server renders before any poll: no count.
    const container = document.createElement("div");
    container.innerHTML = renderToString(nav);
    document.body.append(container);
    // In the browser the poll can answer before React hydrates.
    storefront.stores.directMessageWidget.state.unreadMessageCount = 3;

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, nav, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(container.querySelector(".vt-count-badge")?.textContent).toBe("3");
  });
});
