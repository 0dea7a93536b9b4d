const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML element content and quoted attribute values alike.
 *
 * @example
 * escapeHtml('Tom & "Jerry" </title>') // "Tom &amp; &quot;Jerry&quot; &lt;/title&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script>` element (JSON-LD): `<` and the JS line separators are escaped, as the SDK's
 * `serializeInitialState` does for the state block, so no value can close the element.
 *
 * @example
 * jsonForScript({ name: "</script><b>" }) // '{"name":"\\u003c/script>\\u003cb>"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
