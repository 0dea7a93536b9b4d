import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createHostI18n, hostTranslations } from "../i18n/host-i18n";
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
});
