import type { Page } from "@playwright/test";

/**
 * The widths an owner's journey runs at: a desktop, where the editor shows its panel beside the
 * preview, and a phone, where it shows one of them and a toggle.
 */
export const EDITOR_WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, phone: false },
  { name: "phone", viewport: { width: 412, height: 915 }, phone: true },
] as const;

/** On a phone, turns the editor's toggle to the panel or the preview; a desktop shows both. */
export async function showEditorView(
  page: Page,
  phone: boolean,
  view: "Settings" | "Shop preview",
): Promise<void> {
  if (phone) await page.getByRole("button", { name: view, exact: true }).click();
}
