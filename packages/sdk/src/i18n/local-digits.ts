/**
 * Writes the ASCII digits of `text` with a locale's own digits (`digits[0]` to `digits[9]`), as
 * the money and date formats the server sends carry them.
 *
 * @example
 * localDigits("2026", ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]) // "٢٠٢٦"
 * localDigits("1,234", ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]) // "1,234"
 */
export function localDigits(text: string, digits: readonly string[]): string {
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}
