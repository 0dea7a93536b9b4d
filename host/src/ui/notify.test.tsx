import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify, Toasts } from "./notify";
import { sanitizeToastHtml, TOAST_OPTIONS } from "./toast-host";

describe("toasts", () => {
  it("an image's onerror handler is removed before the toast renders", () => {
    expect(sanitizeToastHtml("<img src=x onerror=alert(1)>")).toBe('<img src="x">');
  });

  it("script elements and javascript: links are removed, markup stays", () => {
    expect(
      sanitizeToastHtml('<b>Saved</b><script>alert(1)</script><a href="javascript:alert(1)">x</a>'),
    ).toBe("<b>Saved</b><a>x</a>");
  });

  it("close after 5000 ms, bottom-center, coloured, without a close button", () => {
    expect(TOAST_OPTIONS).toEqual({
      autoClose: 5000,
      position: "bottom-center",
      theme: "colored",
      closeButton: false,
    });
  });

  it("a notified message renders its HTML without the injected handler", async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe("");
    await act(() =>
      notify('Added <b>Logo tee</b><img src=x onerror="window.__pwned=1">', "success"),
    );
    const bold = await screen.findByText("Logo tee");
    const toastBody = bold.closest("span");
    expect(toastBody?.innerHTML).toBe('Added <b>Logo tee</b><img src="x">');
    expect(document.querySelector("[onerror]")).toBeNull();
  });
});
