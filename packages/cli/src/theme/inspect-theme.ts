import { pathToFileURL } from "node:url";
import type { ThemeSectionsSchema, ThemeSettingsSchema } from "@vitrine/contract";
import type { ThemeProblem } from "@vitrine/contract/theme-check";
import type { ThemeFacts } from "./theme-manifest";

interface ThemeModuleExport {
  handle?: unknown;
  pages?: unknown;
  layouts?: unknown;
  translations?: unknown;
  settings?: unknown;
  sections?: unknown;
}

/**
 * Runs a built theme script in Node and reads what `defineTheme` made of it: its handle, its own
 * settings and the locales it translates. `defineTheme` refuses unknown page and layout names by
 * throwing, so its message is the problem; the settings and sections schemas are the shop's upload
 * rules' to check (`uploadProblems`), which place each problem in the source. The script is
 * imported from inside the theme's folder, where its shared modules (React, the SDK) are installed.
 *
 * @example
 * await inspectTheme("/work/my-theme/.vitrine/build/theme.js")
 * // → { facts: { handle: "my-theme", settings: [{ id: "hero", … }], locales: ["en", "fr"] }, translations: { en: …, fr: … }, problems: [] }
 */
export async function inspectTheme(scriptFile: string): Promise<{
  facts: ThemeFacts | null;
  translations: Record<string, unknown>;
  problems: ThemeProblem[];
}> {
  let module: { default?: ThemeModuleExport };
  try {
    // A query makes Node load the new build rather than the one it cached (theme dev rebuilds).
    module = await import(`${pathToFileURL(scriptFile).href}?build=${Date.now()}`);
  } catch (error) {
    return {
      facts: null,
      translations: {},
      problems: [{ rule: "theme", message: messageOf(error) }],
    };
  }
  const theme = module.default;
  if (typeof theme !== "object" || theme === null || typeof theme.handle !== "string") {
    return {
      facts: null,
      translations: {},
      problems: [
        {
          rule: "theme",
          file: "src/index.ts",
          message: "src/index.ts must `export default defineTheme({ handle, pages, … })`",
        },
      ],
    };
  }
  const translations = isRecord(theme.translations) ? theme.translations : {};
  return {
    facts: {
      handle: theme.handle,
      settings: Array.isArray(theme.settings) ? (theme.settings as ThemeSettingsSchema) : [],
      // The upload rules check them: null (a fixed home page) or { types, home }.
      sections: isRecord(theme.sections)
        ? (theme.sections as unknown as ThemeSectionsSchema)
        : null,
      locales: Object.keys(translations).sort(),
    },
    translations,
    problems: [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `the theme's module failed when it ran: ${message}`;
}
