/**
 * What crosses the isolate's boundary, as JSON strings both ways: the host never hands the
 * isolate an object of its own, only copies and one function reference (`IsolateFetch`).
 */
import type { ResourceSnapshot } from "@vitrine/sdk/react";
import type { PageRequest } from "../prepare-page";

/** The page to render: the request without its functions. */
export type IsolateRequest = Omit<PageRequest, "fetch" | "onError">;

export type IsolateAnswer =
  | { type: "redirect"; location: string }
  | {
      type: "page";
      status: 200 | 404;
      html: string;
      resources: ResourceSnapshot;
      /** What the render reported (the first few), for the host's log. */
      errors: string[];
    };

/**
 * The host's `fetch` as the isolate sees it (an `isolated-vm` Reference): `(url, method,
 * headersJson)` answers the response as JSON (`status`, `statusText`, `headers`, `body`).
 */
export interface IsolateFetch {
  apply(
    receiver: undefined,
    args: [url: string, method: string, headersJson: string],
    options: { result: { promise: true } },
  ): Promise<string>;
}
