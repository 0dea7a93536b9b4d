import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { customizerTranslations } from "../../i18n/customizer-translations";
import { createHostI18n } from "../../i18n/host-i18n";

/** The customizer's strings in English, as `main.tsx` loads them for an `en` shop: for tests. */
export const english = await createHostI18n("en", [customizerTranslations]);

/** Testing Library's `render`, inside the customizer's English strings. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={english}>{children}</I18nextProvider>
    ),
  });
}
