// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { packProduct } from "@vitrine/contract";
import { createLargeVariantProduct } from "@vitrine/contract/testing";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productFromAnswer } from "../products/packed-products";
import {
  createServerResources,
  hydrationResources,
  type ResourcePreloads,
  ResourcePreloadsProvider,
  readResourceSnapshot,
} from "./resource-preloads";
import { useResource } from "./use-resource";

afterEach(cleanup);

function ProductName({ load }: { load: () => Promise<string> }) {
  const product = useResource(load, []);
  return <p>{product.status === "success" ? product.data : "loading"}</p>;
}

function Page({ preloads, load }: { preloads: ResourcePreloads; load: () => Promise<string> }) {
  return (
    <ResourcePreloadsProvider preloads={preloads}>
      <Suspense fallback={<p>fallback</p>}>
        <ProductName load={load} />
      </Suspense>
    </ResourcePreloadsProvider>
  );
}

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe("a page rendered on the server with its data", () => {
  it("waits for each load and renders its data", async () => {
    const resources = createServerResources();
    const html = await serverHtml(<Page preloads={resources} load={async () => "Logo tee"} />);
    expect(html).toContain("<p>Logo tee</p>");
    expect(Object.values(resources.snapshot())).toEqual(["Logo tee"]);
  });

  it("starts each load once however often the render retries", async () => {
    const resources = createServerResources();
    const load = vi.fn(async () => "Logo tee");
    await serverHtml(<Page preloads={resources} load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lists the answers in the same order whichever load answers first", async () => {
    const inOrder = (first: number, second: number) => {
      const resources = createServerResources();
      const answer = (value: string, ms: number) => () =>
        new Promise((resolve) => setTimeout(() => resolve(value), ms));
      return Promise.all([
        resources.load(":r2:", answer("featured", first)),
        resources.load(":r1:", answer("grid", second)),
      ]).then(() => JSON.stringify(resources.snapshot()));
    };
    const [slowFirst, fastFirst] = await Promise.all([inOrder(20, 0), inOrder(0, 20)]);
    expect(slowFirst).toBe(fastFirst);
    expect(slowFirst).toBe('{":r1:":"grid",":r2:":"featured"}');
  });

  it("renders the loading state for a failed load and leaves it to the browser", async () => {
    const resources = createServerResources();
    const html = await serverHtml(
      <Page preloads={resources} load={() => Promise.reject(new Error("offline"))} />,
    );
    expect(html).toContain("<p>loading</p>");
    expect(resources.snapshot()).toEqual({});
  });
});

describe("the browser hydrating that page", () => {
  it("starts from the server's answer and does not load it again", async () => {
    const server = createServerResources();
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(
      <Page preloads={server} load={async () => "Logo tee"} />,
    );
    document.body.append(container);
    const load = vi.fn(async () => "fetched again");
    const mismatches = vi.spyOn(console, "error");
    render(<Page preloads={hydrationResources(server.snapshot())} load={load} />, {
      container,
      hydrate: true,
    });
    expect(screen.getByText("Logo tee")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    // (Both renderers in one process share the context object, which React notes; only a
    // mismatch matters here.)
    const hydrationProblems = mismatches.mock.calls.filter((call) =>
      /hydrat/i.test(String(call[0])),
    );
    expect(hydrationProblems).toEqual([]);
    mismatches.mockRestore();
  });

  it("loads as usual what the server did not answer", async () => {
    const load = vi.fn(async () => "Logo tee");
    render(<Page preloads={hydrationResources({})} load={load} />);
    expect(screen.getByText("loading")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Logo tee")).toBeTruthy());
  });

  it("a product travels with its variants compacted and comes back as the same object on each render", async () => {
    const product = createLargeVariantProduct();
    const server = createServerResources();
    // As the SDK's getProduct answers it, from the API's compact answer.
    await server.load(":r1:", async () => productFromAnswer(packProduct(product)));
    const snapshot = JSON.parse(JSON.stringify(server.snapshot())) as Record<string, object>;
    expect(snapshot[":r1:"]).toHaveProperty("compactVariants");
    const browser = hydrationResources(snapshot);
    const first = browser.peek(":r1:")?.data;
    expect(first).toEqual(product);
    expect(browser.peek(":r1:")?.data).toBe(first);
  });

  it("gives an answer once: a page shown later at the same place loads its own", () => {
    const resources = hydrationResources({ a: 1 });
    expect(resources.peek("a")).toEqual({ data: 1 });
    resources.take("a");
    expect(resources.peek("a")).toBeUndefined();
    const cleared = hydrationResources({ b: 2 });
    cleared.clear();
    expect(cleared.peek("b")).toBeUndefined();
  });

  it("reads the page's snapshot block, and none when it is missing or not JSON", () => {
    const doc = document.implementation.createHTMLDocument("page");
    expect(readResourceSnapshot(doc)).toEqual({});
    const block = doc.createElement("script");
    block.id = "vitrine-resources";
    block.type = "application/json";
    block.textContent = '{"«r1»":{"id":"p1"}}';
    doc.body.append(block);
    expect(readResourceSnapshot(doc)).toEqual({ "«r1»": { id: "p1" } });
    block.textContent = "{not json";
    expect(readResourceSnapshot(doc)).toEqual({});
  });
});

it("renderToString renders the fallback of a load it cannot wait for", () => {
  expect(
    renderToString(<Page preloads={createServerResources()} load={async () => "x"} />),
  ).toContain("fallback");
});
