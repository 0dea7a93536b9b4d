import type { HttpBindings } from "@hono/node-server";
import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_MAX_BATCH_BYTES,
  endpoints,
  MEDIA_LIMITS,
  MEDIA_REFUSALS,
  THEME_LIMITS,
  THEMES_API_PATH,
} from "@vitrine/contract";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_AVATAR_BYTES } from "../members/image-type";
import { type BodyKind, bodyKindOf } from "./body-kind";
import { httpError } from "./http-error";
import { nestsDeeperThan } from "./json-depth";
import { isStorableText, unstorablePath } from "./storable-text";

/** A JSON body the API reads: far above any real call (a cart line, an address, a message). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/**
 * How deep a JSON body may nest arrays and objects: a theme's settings, the deepest real body,
 * reach about 7 (sections, blocks, their settings, a list in one).
 */
export const MAX_JSON_DEPTH = 32;
/** A theme upload: every file base64-encoded (4 bytes per 3), and room for the manifest. */
export const MAX_THEME_UPLOAD_BYTES = Math.ceil(THEME_LIMITS.totalBytes / 3) * 4 + 256 * 1024;
/**
 * A theme settings write: the whole settings, with a home page of up to 25 sections of up to 50
 * blocks each (1,250 blocks of about 800 characters).
 */
export const MAX_THEME_SETTINGS_BYTES = 1024 * 1024;
/** A multipart body: the largest upload (an avatar) and its few text fields. */
export const MAX_MULTIPART_BODY_BYTES = MAX_AVATAR_BYTES + 64 * 1024;

function hasBody(c: Context): boolean {
  const length = c.req.header("Content-Length");
  if (length !== undefined) return length.trim() !== "0";
  if (c.req.header("Transfer-Encoding") !== undefined) return true;
  // Over HTTP, a request with neither header has no body (RFC 9112 §6.3), though Node's adapter
  // still gives it a stream: a browser's bodiless DELETE (removing a card) must not read as one.
  // A Request built in process (tests) carries its body without either header.
  const fromNetwork = (c.env as Partial<HttpBindings> | undefined)?.incoming !== undefined;
  return !fromNetwork && c.req.raw.body !== null;
}

const unstorable = (path: string) =>
  httpError(400, "The request holds a character that cannot be stored.", {
    code: "VALIDATION_ERROR",
    issues: [{ path, message: "Remove the NUL or broken character." }],
  });

const tooDeep = () =>
  httpError(400, `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
    code: "VALIDATION_ERROR",
  });

const tooLarge = (kind: BodyKind) =>
  kind === "multipart"
    ? httpError(413, "The upload must be at most 2 MB.", { code: "FILE_TOO_LARGE" })
    : httpError(413, "The request body is too large.", { code: "PAYLOAD_TOO_LARGE" });

/** The most a body of each kind may hold. */
const MAX_BODY_BYTES: Record<BodyKind, number> = {
  json: MAX_JSON_BODY_BYTES,
  multipart: MAX_MULTIPART_BODY_BYTES,
  text: ANALYTICS_MAX_BATCH_BYTES,
};

/**
 * The calls allowed past their kind's limit, and what a refusal says: publishing a theme, which
 * carries its files, and writing a theme's settings, which carry the home page's sections (JSON);
 * an upload to the media library, a full-size photo (multipart).
 */
const LARGE_CALLS: {
  kind: BodyKind;
  matches: (c: Context) => boolean;
  maxSize: number;
  message: string;
}[] = [
  {
    kind: "json",
    matches: (c) => c.req.method === "POST" && c.req.path === THEMES_API_PATH,
    maxSize: MAX_THEME_UPLOAD_BYTES,
    message: "The theme upload is too large.",
  },
  {
    kind: "json",
    matches: (c) =>
      [endpoints.themeSettings.saveDraft, endpoints.themeSettings.publish].some(
        (call) => c.req.method === call.method && c.req.path === call.path,
      ),
    maxSize: MAX_THEME_SETTINGS_BYTES,
    message: "The theme settings are too large.",
  },
  {
    kind: "multipart",
    matches: (c) =>
      c.req.method === endpoints.media.upload.method && c.req.path === endpoints.media.upload.path,
    maxSize: MEDIA_LIMITS.bytes + 64 * 1024,
    message: MEDIA_REFUSALS.size,
  },
];

/**
 * Whether a `text/plain` body is read here: only analytics batches, which `navigator.sendBeacon`
 * sends as text. Anyone may post those anyway (no login, no effect but a count), so a forged
 * simple request gains nothing it could not have had.
 */
const acceptsText = (c: Context) => c.req.method === "POST" && c.req.path === ANALYTICS_EVENTS_PATH;

/** Every text value of the request's path, query and body, checked before any handler runs. */
async function findUnstorable(c: Context, kind: BodyKind | null): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    return "path";
  }
  if (!isStorableText(path)) return "path";
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(name) || values.some((value) => !isStorableText(value))) return name;
  }
  if (kind === "json" || kind === "text") {
    // A body that cannot be read, or is not JSON, is the handler's to refuse (400), in its words.
    const text = await c.req.text().catch(() => "");
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
    // Parsed from the text just read, and kept for the handler's `c.req.json()`.
    const body: unknown = await c.req.json().catch(() => undefined);
    return unstorablePath(body);
  }
  if (kind === "multipart") {
    const form = await c.req.parseBody({ all: true }).catch(() => undefined);
    const texts = Object.entries(form ?? {}).map(([name, value]) => [
      name,
      (Array.isArray(value) ? value : [value]).filter((part) => typeof part === "string"),
    ]);
    return unstorablePath(Object.fromEntries(texts));
  }
  return null;
}

/**
 * The limits every shop call meets before its handler:
 * - a body is JSON (`application/json`) or, for uploads, `multipart/form-data`; anything else is
 *   415, so no other site can send one with a plain form or `text/plain` (a "simple" request),
 *   but for analytics batches, which `sendBeacon` sends as `text/plain` (at most 60 KB);
 * - a JSON body is at most 64 KB (a theme upload or a theme settings write more) and a multipart
 *   one 2 MB and a little (a media library upload `MEDIA_LIMITS.bytes`): 413 beyond, counted as
 *   the bytes arrive, so a body without `Content-Length` is cut off too;
 * - a JSON body nests at most 32 levels deep (`MAX_JSON_DEPTH`), checked on its text before it is
 *   parsed: 400 VALIDATION_ERROR beyond;
 * - no text in the path, the query or the body holds a character the database cannot store: 400
 *   VALIDATION_ERROR, instead of a 500 from the database.
 */
export function requestLimits(): MiddlewareHandler {
  return async (c, next) => {
    const kind = bodyKindOf(c.req.header("Content-Type"));
    if (hasBody(c) && c.req.method !== "GET" && c.req.method !== "HEAD") {
      if (kind === null || (kind === "text" && !acceptsText(c))) {
        throw httpError(415, "Send the request body as application/json.", {
          code: "UNSUPPORTED_MEDIA_TYPE",
        });
      }
      const large = LARGE_CALLS.find((call) => call.kind === kind && call.matches(c));
      const maxSize = large?.maxSize ?? MAX_BODY_BYTES[kind];
      const refuse = () => {
        // The rest of the body is never read: the connection closes with the answer rather than
        // stay open with unread bytes ahead of the client's next request.
        c.header("Connection", "close");
        if (!large) throw tooLarge(kind);
        const code = kind === "multipart" ? "FILE_TOO_LARGE" : "PAYLOAD_TOO_LARGE";
        throw httpError(413, large.message, { code });
      };
      const checked = async () => {
        const bad = await findUnstorable(c, kind);
        if (bad !== null) throw unstorable(bad);
        await next();
      };
      // A declared length is the body's (Node's parser reads no more), so it is checked as a
      // number and the body left to the Node adapter, which reads it without a web stream.
      // `bodyLimit` would ask for the body's stream first: 9 % of a cart add's CPU.
      const length = c.req.header("Content-Length");
      if (length !== undefined && c.req.header("Transfer-Encoding") === undefined) {
        if (Number.parseInt(length, 10) > maxSize) refuse();
        return checked();
      }
      return bodyLimit({ maxSize, onError: refuse })(c, checked);
    }
    const bad = await findUnstorable(c, null);
    if (bad !== null) throw unstorable(bad);
    await next();
  };
}
