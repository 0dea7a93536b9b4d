/**
 * The attribute the host server puts on the app's element when it rendered the page into it:
 * the browser then hydrates that markup instead of rendering afresh.
 */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";
