/**
 * Every family a font setting may name: the system's own three, then those the host self-hosts.
 * The SDK's `SUPPORTED_FONTS` gives each its fallback stack and files; the shop API refuses any
 * other name in saved settings.
 */
export const SUPPORTED_FONT_FAMILIES: readonly string[] = Object.freeze([
  "system-ui",
  "serif",
  "monospace",
  "Inter",
  "DM Sans",
  "Work Sans",
  "Space Grotesk",
  "IBM Plex Sans",
  "IBM Plex Serif",
  "Lora",
  "Playfair Display",
  "Source Serif 4",
  "IBM Plex Mono",
  "JetBrains Mono",
]);
