import type { InitialState } from "@vitrine/contract";

/** The id of the `<script type="application/json">` block the server writes into every page. */
export const INITIAL_STATE_ELEMENT_ID = "vitrine-state";

/**
 * Reads the initial-state block the server embedded in the page. Throws when it is missing or is
 * not JSON, because without it the storefront cannot know which shop it is; the host turns that
 * into the internal-error screen.
 *
 * @example
 * // <script type="application/json" id="vitrine-state">{"shop":{…},"error":null,…}</script>
 * readInitialState(document).shop?.name // "Demo Merch"
 */
export function readInitialState(doc: Pick<Document, "getElementById">): InitialState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (element === null) {
    throw new Error(`The page has no initial-state block (#${INITIAL_STATE_ELEMENT_ID})`);
  }
  try {
    return JSON.parse(element.textContent ?? "") as InitialState;
  } catch (cause) {
    throw new Error(`The initial-state block (#${INITIAL_STATE_ELEMENT_ID}) is not JSON`, {
      cause,
    });
  }
}

/**
 * Serialises the initial state for embedding in HTML. `<` is escaped so that no value (a shop
 * name holding `</script>`, say) can close the script element and inject markup.
 *
 * @example
 * serializeInitialState({ …, shop: { name: "</script><b>" } })
 * // '{"shop":{"name":"\\u003c/script>\\u003cb>"}…}'
 */
export function serializeInitialState(state: InitialState): string {
  return JSON.stringify(state)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
