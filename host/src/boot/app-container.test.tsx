import { act } from "react";
import { describe, expect, it } from "vitest";
import { appContainer } from "./app-container";

describe("the page's app element", () => {
  it("a screen rendered instead of the server's page replaces it and is no longer marked server-rendered", async () => {
    const element = document.createElement("div");
    element.setAttribute("data-server-rendered", "");
    element.innerHTML = "<p>The server's page</p>";
    const container = appContainer(element);
    expect(container.serverRendered).toBe(true);
    await act(async () => container.render(<p>Something went wrong</p>));
    expect(element.textContent).toBe("Something went wrong");
    expect(element.hasAttribute("data-server-rendered")).toBe(false);
  });
});
