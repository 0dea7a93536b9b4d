/**
 * The attribute the host server puts on the app's element when it rendered the page into it:
 * the browser then hydrates that markup instead of rendering afresh.
 */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/**
 * The attribute's value when the page's one resource does not exist (the server answered 404):
 * both sides render the not-found page for that first load.
 */
export const MISSING_RESOURCE = "missing-resource";
