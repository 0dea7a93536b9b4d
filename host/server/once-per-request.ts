import type { FetchLike } from "@vitrine/sdk";

interface RecordedAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * A fetch that makes each GET once for the request it serves: the server's look-up of a page's
 * resource and the page's own call for it, while it renders on the server, are one call to the
 * shop API. Each caller gets a fresh `Response` of the same answer. Other methods pass through.
 *
 * @example
 * const fetch = oncePerRequest(visitorFetch);
 * await fetch("/pod/products/logo-tee"); // asks the shop API
 * await fetch("/pod/products/logo-tee", { signal }); // the same answer, not asked again
 */
export function oncePerRequest(fetch: FetchLike): FetchLike {
  const answers = new Map<string, Promise<RecordedAnswer>>();
  return async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), "http://page.invalid"),
      init,
    );
    if (request.method !== "GET") return fetch(input, init);
    let answer = answers.get(request.url);
    if (answer === undefined) {
      answer = fetch(input, init).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }));
      answer.catch(() => answers.delete(request.url));
      answers.set(request.url, answer);
    }
    const { body, ...answerInit } = await answer;
    return new Response(body.byteLength === 0 ? null : body.slice(0), answerInit);
  };
}
