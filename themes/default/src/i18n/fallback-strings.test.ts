import { createInstance, type i18n } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { addFallbackStrings } from "./fallback-strings";

function i18nIn(language: string, translation: Record<string, unknown>): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation } },
    fallbackLng: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

const membershipEn = {
  membership: { posts: { title: "Posts", empty: "No posts yet." } },
};

describe("addFallbackStrings", () => {
  it("fills the keys the locale lacks with the English text", () => {
    const instance = i18nIn("fr", { membership: { nav: { posts: "Publications" } } });
    addFallbackStrings(instance, membershipEn);
    expect(instance.t("membership.posts.empty")).toBe("No posts yet.");
    expect(instance.t("membership.nav.posts")).toBe("Publications");
  });

  it("keeps what the locale or a theme script already says", () => {
    const instance = i18nIn("fr", { membership: { posts: { title: "Publications" } } });
    addFallbackStrings(instance, membershipEn);
    expect(instance.t("membership.posts.title")).toBe("Publications");
  });

  it("adds a set of strings once per instance and language", () => {
    const instance = i18nIn("en", {});
    const add = vi.spyOn(instance, "addResourceBundle");
    addFallbackStrings(instance, membershipEn);
    addFallbackStrings(instance, membershipEn);
    expect(add).toHaveBeenCalledTimes(1);
    const another = i18nIn("en", {});
    addFallbackStrings(another, membershipEn);
    expect(another.t("membership.posts.title")).toBe("Posts");
  });
});
