/**
 * The few web globals the storefront's code reads, for a bare V8 context (an `isolated-vm`
 * isolate has the language and `Intl`, nothing of the web or of Node). Each is the smallest that
 * serves a server render: timers run on the microtask queue (a render does not wait on time),
 * `Headers` keeps one value a name, `AbortSignal` only records that it was aborted. Imported
 * first by the isolate's entry, before any module that reads them at import (whatwg-url, which
 * gives `URL` in `bare-url.ts`, needs `TextEncoder`); so this module imports nothing.
 */

type Globals = Record<string, unknown>;
const scope = globalThis as unknown as Globals;

function define(name: string, value: unknown): void {
  if (scope[name] === undefined) scope[name] = value;
}

define("queueMicrotask", (callback: () => void) => void Promise.resolve().then(callback));

let nextTimer = 1;
const cancelled = new Set<number>();
define("setTimeout", (callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
  const id = nextTimer++;
  void Promise.resolve().then(() => {
    if (!cancelled.delete(id)) callback(...args);
  });
  return id;
});
define("clearTimeout", (id: number) => void cancelled.add(id));
// A render never waits for a repeating timer (the message poll starts in the browser).
define("setInterval", () => nextTimer++);
define("clearInterval", () => {});
define("setImmediate", scope.setTimeout);
define("performance", { now: () => Date.now() });

/** React's scheduler posts its work through a channel; here it lands on the same queue. */
class BareMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      void Promise.resolve().then(() => this.port1.onmessage?.({ data }));
    },
  };
}
define("MessageChannel", BareMessageChannel);

class BareTextEncoder {
  readonly encoding = "utf-8";
  encode(text = ""): Uint8Array {
    const binary = unescape(encodeURIComponent(text));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  encodeInto(text: string, target: Uint8Array) {
    const bytes = this.encode(text);
    target.set(bytes.subarray(0, target.length));
    return { read: text.length, written: Math.min(bytes.length, target.length) };
  }
}
class BareTextDecoder {
  readonly encoding = "utf-8";
  decode(bytes?: Uint8Array): string {
    if (bytes === undefined) return "";
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return decodeURIComponent(escape(binary));
  }
}
define("TextEncoder", BareTextEncoder);
define("TextDecoder", BareTextDecoder);

class BareHeaders {
  readonly #values = new Map<string, string>();
  constructor(init?: Iterable<[string, string]> | Record<string, string> | BareHeaders) {
    if (init === undefined) return;
    const entries =
      init instanceof BareHeaders || Symbol.iterator in Object(init)
        ? (init as Iterable<[string, string]>)
        : Object.entries(init);
    for (const [name, value] of entries) this.append(name, value);
  }
  append(name: string, value: string) {
    const key = name.toLowerCase();
    const previous = this.#values.get(key);
    this.#values.set(key, previous === undefined ? String(value) : `${previous}, ${value}`);
  }
  set(name: string, value: string) {
    this.#values.set(name.toLowerCase(), String(value));
  }
  get(name: string) {
    return this.#values.get(name.toLowerCase()) ?? null;
  }
  has(name: string) {
    return this.#values.has(name.toLowerCase());
  }
  delete(name: string) {
    this.#values.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, name: string) => void) {
    for (const [name, value] of this.#values) callback(value, name);
  }
  entries() {
    return this.#values.entries();
  }
  keys() {
    return this.#values.keys();
  }
  values() {
    return this.#values.values();
  }
  [Symbol.iterator]() {
    return this.#values.entries();
  }
}
define("Headers", BareHeaders);

/** A response of text (the bridge's answers) or none (the router's redirects are responses). */
class BareResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: BareHeaders;
  readonly ok: boolean;
  readonly redirected = false;
  readonly body: object | null;
  readonly #text: string;
  constructor(
    body?: string | null,
    init: {
      status?: number;
      statusText?: string;
      headers?: ConstructorParameters<typeof BareHeaders>[0];
    } = {},
  ) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? "";
    this.headers = new BareHeaders(init.headers);
    this.ok = this.status >= 200 && this.status < 300;
    this.#text = body ?? "";
    // Readers such as ofetch only ask whether there is a body before reading its text.
    this.body = body ? {} : null;
  }
  async text() {
    return this.#text;
  }
  async json() {
    return JSON.parse(this.#text) as unknown;
  }
  clone() {
    return this;
  }
}
define("Response", BareResponse);

class BareAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  addEventListener() {}
  removeEventListener() {}
  throwIfAborted() {
    if (this.aborted) throw this.reason;
  }
}
class BareAbortController {
  readonly signal = new BareAbortSignal();
  abort(reason: unknown = new Error("aborted")) {
    this.signal.aborted = true;
    this.signal.reason = reason;
  }
}
define("AbortSignal", BareAbortSignal);
define("AbortController", BareAbortController);

const BASE64_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * `atob` as browsers have it: base64 to a string of bytes (one character each), throwing on text
 * that is not base64. The session's token is a JWT, read with it (jwt-decode) to know who the
 * visitor is: without it a signed-in visitor read as logged out here and as signed in in their
 * browser, which then failed to hydrate the server's "Log in".
 *
 * @example
 * bareAtob("eyJzdWIiOiJtMSJ9") // '{"sub":"m1"}'
 * bareAtob("a") // throws: not base64
 */
export function bareAtob(encoded: string): string {
  let text = String(encoded).replace(/[\t\n\f\r ]+/g, "");
  if (text.length % 4 === 0) text = text.replace(/={1,2}$/, "");
  if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) {
    throw new Error("The string to be decoded is not correctly encoded.");
  }
  let bytes = "";
  let bits = 0;
  let buffered = 0;
  for (const digit of text) {
    buffered = (buffered << 6) | BASE64_DIGITS.indexOf(digit);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes += String.fromCharCode((buffered >> bits) & 0xff);
    }
  }
  return bytes;
}
define("atob", bareAtob);

const quiet = () => {};
define("console", { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet });
