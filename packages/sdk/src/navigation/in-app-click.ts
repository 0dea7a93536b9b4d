/** What a click handler sees of the click and of the link it landed on. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on an in-shop link is the app's to handle: a plain primary-button click on a
 * link that opens in this tab. A modified click (new tab, new window, download), another button,
 * a `target` other than `_self`, or a handler that already prevented the default is left to the
 * browser.
 *
 * @example
 * isInAppClick({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }, undefined) // true
 * isInAppClick({ button: 0, metaKey: true, … }, undefined) // false — opens a new tab
 * isInAppClick({ button: 0, … }, "_blank") // false
 */
export function isInAppClick(click: LinkClick, target: string | undefined): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) &&
    (target === undefined || target === "" || target === "_self")
  );
}
