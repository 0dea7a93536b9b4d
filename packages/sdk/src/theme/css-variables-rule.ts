/**
 * Variable names and values as `themeCssVariables` writes them can never hold these; finding one
 * means the record did not come from there, and writing it into a `<style>` could end the rule or
 * the element.
 */
const UNSAFE = /[;{}<>\\\n\r]|\/\*/;
const VARIABLE_NAME = /^--[A-Za-z0-9_-]+$/;

/**
 * One CSS rule declaring `variables` on `selector`, for a server-rendered `<style>` or the
 * customizer's live stylesheet. It escapes nothing: it is meant for the validated output of
 * `themeCssVariables`, and throws a `TypeError` rather than write a name, value or selector that
 * could break out of the rule.
 *
 * @example
 * cssVariablesRule({ "--vt-page-width": "75rem", "--vt-page-side-margin": "0" });
 * // → ":root{--vt-page-width:75rem;--vt-page-side-margin:0}"
 * cssVariablesRule({ "--vt-logo-width": "120px" }, ".preview");
 * // → ".preview{--vt-logo-width:120px}"
 */
export function cssVariablesRule(variables: Record<string, string>, selector = ":root"): string {
  if (selector.trim() === "" || UNSAFE.test(selector)) {
    throw new TypeError(`Unsafe CSS selector: ${JSON.stringify(selector)}`);
  }
  const declarations = Object.entries(variables).map(([name, value]) => {
    if (!VARIABLE_NAME.test(name) || UNSAFE.test(value)) {
      throw new TypeError(`Unsafe CSS custom property: ${JSON.stringify(name)}`);
    }
    return `${name}:${value}`;
  });
  return `${selector}{${declarations.join(";")}}`;
}
