import { render, screen } from "@testing-library/react";
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
});
