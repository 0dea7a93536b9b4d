import { render, screen, within } from "@testing-library/react";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { testStorefront } from "@vitrine/sdk/testing";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function PostsPage() {
  const { t } = useTranslation();
  return <h1>{t("membership.posts.title")}</h1>;
}

function i18nWithShellStrings() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: { states: { loading: "Loading…" } } } },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** A promise and the function that settles it, so a test decides when a load finishes. */
function deferred<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("lazyPage", () => {
  it("shows the loading state, then the page with the strings that came with it", async () => {
    const Page = lazyPage(async () => ({ PostsPage }), "PostsPage", {
      strings: async () => ({ membership: { posts: { title: "Posts" } } }),
    });
    render(
      <I18nextProvider i18n={i18nWithShellStrings()}>
        <Page route="membership-posts" params={{}} search={{}} />
      </I18nextProvider>,
    );
    expect(screen.getByText("Loading…")).toBeDefined();
    expect(await screen.findByRole("heading", { name: "Posts" })).toBeDefined();
  });

  it("loads the page's code and its strings at the same time", async () => {
    const code = deferred<{ PostsPage: typeof PostsPage }>();
    const strings = deferred<{ membership: { posts: { title: string } } }>();
    const started: string[] = [];
    const Page = lazyPage(
      () => {
        started.push("code");
        return code.promise;
      },
      "PostsPage",
      {
        strings: () => {
          started.push("strings");
          return strings.promise;
        },
      },
    );
    render(
      <I18nextProvider i18n={i18nWithShellStrings()}>
        <Page route="membership-posts" params={{}} search={{}} />
      </I18nextProvider>,
    );
    await screen.findByText("Loading…");
    expect(started).toEqual(["code", "strings"]);
    strings.resolve({ membership: { posts: { title: "Posts" } } });
    code.resolve({ PostsPage });
    expect(await screen.findByRole("heading", { name: "Posts" })).toBeDefined();
  });

  it("keeps the page's loads pending while its code downloads, so the loading bar runs on", async () => {
    const code = deferred<{ PostsPage: typeof PostsPage }>();
    const Page = lazyPage(() => code.promise, "PostsPage");
    const storefront = testStorefront();
    const { container } = render(
      <StorefrontProvider storefront={storefront}>
        <I18nextProvider i18n={i18nWithShellStrings()}>
          <Page route="membership-posts" params={{}} search={{}} />
        </I18nextProvider>
      </StorefrontProvider>,
    );
    await within(container).findByText("Loading…");
    expect(storefront.loads.count).toBe(1);
    code.resolve({ PostsPage });
    await within(container).findByRole("heading");
    expect(storefront.loads.count).toBe(0);
  });
});
