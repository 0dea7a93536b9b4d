import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { createLeaveConfirmation } from "./leave-confirmation";

const message = () => "You have unsaved changes.";

function withConfirm(confirm: () => boolean) {
  return { confirm, addEventListener: () => {}, removeEventListener: () => {} };
}

function beforeUnload(): Event {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe("leave confirmation", () => {
  it("while enabled, closing the page asks first (beforeunload is cancelled)", () => {
    const guard = createLeaveConfirmation(window, createMemoryHistory(), message);
    guard.set(true);
    expect(beforeUnload().defaultPrevented).toBe(true);
    guard.set(false);
  });

  it("while disabled, the page closes without asking", () => {
    const guard = createLeaveConfirmation(window, createMemoryHistory(), message);
    guard.set(true);
    guard.set(false);
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it("a navigation inside the shop asks with the message and stays when refused", async () => {
    const confirm = vi.fn(() => false);
    const history = createMemoryHistory({ initialEntries: ["/checkouts/c1/information"] });
    const guard = createLeaveConfirmation(withConfirm(confirm), history, message);
    guard.set(true);
    history.push("/cart");
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith("You have unsaved changes."));
    expect(history.location.pathname).toBe("/checkouts/c1/information");
  });

  it("a navigation the visitor confirms goes ahead", async () => {
    const confirm = vi.fn(() => true);
    const history = createMemoryHistory({ initialEntries: ["/checkouts/c1/information"] });
    const guard = createLeaveConfirmation(withConfirm(confirm), history, message);
    guard.set(true);
    history.push("/cart");
    await vi.waitFor(() => expect(history.location.pathname).toBe("/cart"));
  });
});
