import type { ThemeSettings, ThemeSettingsSchema } from "@vitrine/contract";
import { settingsValuesProblems, themeSettingsSchema } from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";

/**
 * Saves settings the shop's creator changed, over the ones saved before, once every value is one
 * the live theme's whole schema allows (the spec's settings and the theme's own): whatever a panel
 * sent, a value out of range, an unknown font or key, or a colour that is not one is refused with
 * 400 naming the field, and nothing is saved. Answers the settings as saved.
 *
 * @example
 * await saveThemeSettings(db, shop, [], { page_width: 9000 })
 * // throws 400 VALIDATION_ERROR "settings.page_width: must be between 600 and 2400"
 */
export async function saveThemeSettings(
  db: ShopDatabase,
  shop: ShopRow,
  ownSchema: ThemeSettingsSchema,
  changes: Record<string, unknown>,
): Promise<ThemeSettings> {
  const problems = settingsValuesProblems(themeSettingsSchema(ownSchema), changes);
  const [first] = problems;
  if (first) {
    throw httpError(400, `${first.field}: ${first.message}`, {
      code: "VALIDATION_ERROR",
      issues: problems.map(({ field, message }) => ({ path: field, message })),
    });
  }
  const settings = { ...shop.theme_settings, ...changes } as ThemeSettings;
  await db
    .updateTable("shops")
    .set({ theme_settings: JSON.stringify(settings) })
    .where("id", "=", shop.id)
    .execute();
  return settings;
}
