import { createServer } from "node:http";
import { freePort } from "../local-server";
import { buildStackFloor } from "./measure-stack-floor";

/**
 * The stack floor app built and served on a free port of 127.0.0.1, as the storefront serves a
 * page: its markup in the HTML (what the app renders, so hydration has something to adopt) and its
 * entry as a module script. `pnpm hydration-tasks` loads it beside the shop's pages, so what the
 * stack alone costs the main thread is measured the same way.
 *
 * @example
 * const floor = await serveStackFloor();
 * await page.goto(floor.url); // … then floor.stop()
 */
export async function serveStackFloor(): Promise<{ url: string; stop(): Promise<void> }> {
  const chunks = await buildStackFloor();
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error("The stack floor build has no entry chunk");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Stack floor</title><script type="module" src="/${entry.fileName}"></script></head><body><div id="app"><main><a href="/" data-status="active" aria-current="page" class="active">Home</a><button type="button">Add to cart (0)</button></main></div></body></html>`;
  const server = createServer((request, response) => {
    const chunk = chunks.find((candidate) => `/${candidate.fileName}` === request.url);
    if (chunk !== undefined) {
      response.writeHead(200, { "content-type": "text/javascript" }).end(chunk.code);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
