import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { replayEarlyEvents } from "./early-events";

/** The page's own inline script (`index.html`), run in this document as the browser runs it. */
beforeAll(() => {
  const html = readFileSync(join(import.meta.dirname, "../../index.html"), "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("index.html has no inline script");
  new Function(script)();
});

/** The inline script's record, started afresh for each test as a new page load would. */
const early = () =>
  (
    window as unknown as {
      __vitrineEarlyEvents: { committed: boolean; held: unknown[]; onhold: (() => void) | null };
    }
  ).__vitrineEarlyEvents;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  early().committed = false;
  early().held.length = 0;
  early().onhold = null;
});

/**
 * A server-rendered login form; `hydrate()` marks it as React marks what it renders while it
 * hydrates, before it commits (`replayEarlyEvents`).
 */
function serverRenderedForm() {
  document.body.innerHTML = `
    <div id="app" data-server-rendered>
      <form><input name="email"><button type="submit">Log in</button></form>
    </div>`;
  const form = document.querySelector("form") as HTMLFormElement;
  const input = document.querySelector("input") as HTMLInputElement;
  const hydrate = () => {
    for (const element of [form, input]) Object.assign(element, { __reactProps$test: {} });
  };
  return { form, input, hydrate };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("what a visitor does before the page hydrates", () => {
  it("a form sent before hydration is not sent by the browser, and is sent once hydrated", async () => {
    vi.useFakeTimers();
    const { form, input, hydrate } = serverRenderedForm();
    type(input, "creator@demo.test");
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const sent: string[] = [];
    const typedByState: string[] = [];
    hydrate();
    input.addEventListener("input", () => typedByState.push(input.value));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push(input.value);
    });
    form.requestSubmit = () => form.dispatchEvent(new Event("submit", { cancelable: true }));
    replayEarlyEvents(window);
    await vi.runAllTimersAsync();
    expect(typedByState).toEqual(["creator@demo.test"]);
    expect(sent).toEqual(["creator@demo.test"]);
  });

  it("a form sent while React has rendered it but not committed it is held, and sent after the commit", async () => {
    vi.useFakeTimers();
    const { form, hydrate } = serverRenderedForm();
    hydrate();
    const sent: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push("sent");
    });
    form.requestSubmit = () => form.dispatchEvent(new Event("submit", { cancelable: true }));
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    replayEarlyEvents(window);
    await vi.runAllTimersAsync();
    expect(sent).toEqual(["sent"]);
  });

  it("leaves a hydrated page alone", () => {
    const { form, hydrate } = serverRenderedForm();
    hydrate();
    replayEarlyEvents(window);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it("leaves a page the browser rendered alone", () => {
    const { form } = serverRenderedForm();
    document.querySelector("#app")?.removeAttribute("data-server-rendered");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it("a link followed while something typed waits is held, and followed once the app has the value", async () => {
    vi.useFakeTimers();
    const { input, hydrate } = serverRenderedForm();
    const link = document.createElement("a");
    link.href = "/cart";
    link.textContent = "Back to cart";
    document.querySelector("#app")?.append(link);
    type(input, "changed-my-mind@example.com");
    const early = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const order: string[] = [];
    hydrate();
    Object.assign(link, { __reactProps$test: {} });
    input.addEventListener("input", () => order.push(`typed ${input.value}`));
    link.addEventListener("click", (event) => {
      event.preventDefault();
      order.push("followed");
    });
    replayEarlyEvents(window);
    await vi.runAllTimersAsync();
    expect(order).toEqual(["typed changed-my-mind@example.com", "followed"]);
  });

  it("a link followed with nothing typed, or to another site, is the browser's", () => {
    const { input } = serverRenderedForm();
    const link = document.createElement("a");
    link.href = "/cart";
    document.querySelector("#app")?.append(link);
    // What the page's script decided, read before the test stops the navigation itself.
    const leftToBrowser: boolean[] = [];
    link.addEventListener("click", (event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    });
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));

    type(input, "typed@example.com");
    link.href = "https://elsewhere.example/";
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(leftToBrowser).toEqual([true, true]);
  });
});
