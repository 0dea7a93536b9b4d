/** One answer a platform gave, as the SDK received it. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** `fetch` that keeps what each call answered, so a test can check the wire, not the SDK's reading of it. */
export function recordingFetch(fetch: Fetch): { fetch: Fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  return {
    exchanges,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      const text = await response.clone().text();
      exchanges.push({
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        body: text === "" ? undefined : JSON.parse(text),
      });
      return response;
    },
  };
}
