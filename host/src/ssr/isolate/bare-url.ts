/** `URL` and `URLSearchParams` for the isolate, after `bare-globals.ts` gave whatwg-url its encoder. */
import { URL, URLSearchParams } from "whatwg-url";

const scope = globalThis as unknown as Record<string, unknown>;
scope.URL ??= URL;
scope.URLSearchParams ??= URLSearchParams;
