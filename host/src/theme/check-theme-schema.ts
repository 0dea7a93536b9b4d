import { themeSchemaProblems } from "@vitrine/contract";
import type { ThemeDefinition } from "@vitrine/sdk/react";

/**
 * Refuses a theme script whose own settings or sections schema has problems
 * (`themeSchemaProblems`), naming each. The browser and the theme isolate both run it before they
 * use a theme script, so both fall back alike, and the creator reads why in the report.
 *
 * @example
 * checkThemeSchema({ handle: "heroic", settings: [{ id: "hero", label: "Hero", settings: [tintWithoutLabel] }], sections: null })
 * // throws TypeError('Theme "heroic" has an invalid schema: settings[0].settings[0].label must be text of 1 to 80 characters')
 */
export function checkThemeSchema(
  theme: Pick<ThemeDefinition, "handle" | "settings" | "sections">,
): void {
  const problems = themeSchemaProblems(theme.settings, theme.sections);
  if (problems.length === 0) return;
  throw new TypeError(
    `Theme "${theme.handle}" has an invalid schema: ${problems
      .map((problem) => `${problem.field} ${problem.message}`)
      .join("; ")}`,
  );
}
