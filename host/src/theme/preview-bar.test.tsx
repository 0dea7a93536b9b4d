import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createHostI18n, hostTranslations } from "../i18n/host-i18n";
import { createDevServerStatus } from "./dev-server-status";
import { PreviewBar } from "./preview-bar";

afterEach(cleanup);

describe("the preview bar", () => {
  it.each([
    ["en", "Theme preview", "Previewing studio from your computer", "Exit preview"],
    ["fr", "Aperçu du thème", "Aperçu de studio depuis votre ordinateur", "Quitter l'aperçu"],
  ])(
    "in %s, names the previewed theme and links to the way out",
    async (locale, label, text, exit) => {
      const i18n = await createHostI18n(locale, [hostTranslations]);
      render(
        <I18nextProvider i18n={i18n}>
          <PreviewBar handle="studio" />
        </I18nextProvider>,
      );
      const bar = screen.getByRole("complementary", { name: label });
      expect(bar.textContent).toContain(text);
      expect(screen.getByRole("link", { name: exit }).getAttribute("href")).toBe(
        "/api/creators/themes/preview/stop",
      );
    },
  );

  it("says when the dev server has stopped, and lays a build's problems over the page until dismissed or cleared", async () => {
    const i18n = await createHostI18n("en", [hostTranslations]);
    const status = createDevServerStatus();
    render(
      <I18nextProvider i18n={i18n}>
        <PreviewBar handle="studio" status={status} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => status.set({ reachable: false }));
    expect(screen.getByRole("status").textContent).toMatch(
      /^The dev server for studio stopped: this page shows the live theme\. Run vitrine theme dev again/,
    );
    const problems = [
      {
        rule: "build" as const,
        message: "Unexpected token <img src=x onerror=alert(1)>",
        file: "src/pages/home-page.tsx",
        line: 12,
        column: 5,
      },
      {
        rule: "typecheck" as const,
        message: "TS2345: Argument…",
        file: "src/index.ts",
        line: 3,
        column: 1,
      },
    ];
    act(() => status.set({ reachable: true, problems }));
    const overlay = screen.getByRole("alertdialog", { name: "The theme has 2 problems" });
    expect(overlay.textContent).toContain("src/pages/home-page.tsx:12:5");
    expect(overlay.querySelector("img")).toBeNull();
    expect(overlay.textContent).toContain("<img src=x onerror=alert(1)>");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => status.set({ problems: [problems[1] as (typeof problems)[number]] }));
    expect(screen.getByRole("alertdialog", { name: "The theme has 1 problem" })).toBeTruthy();
    act(() => status.set({ problems: [] }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
