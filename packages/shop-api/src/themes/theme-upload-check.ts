import { createHash } from "node:crypto";
import {
  BASE_SETTING_IDS,
  SHARED_MODULE_SPECIFIERS,
  sectionsSchemaProblems,
  settingsSchemaProblems,
  THEME_HANDLE,
  THEME_LIMITS,
  type ThemeManifest,
  type ThemeUpload,
} from "@vitrine/contract";
import { overBudgetMessage, themeBudget } from "@vitrine/contract/theme-budget";
import { init as initLexer, parse as parseModule } from "es-module-lexer";
import { z } from "zod";
import { type HttpError, httpError } from "../http/http-error";
import { zodIssues } from "../http/validate";

/** The host's bundled theme: never uploaded, chosen with `POST …/live { handle: "default" }`. */
export const DEFAULT_THEME_HANDLE = "default";

/**
 * A file of a version: one plain name (no folder, so no `..`), with a content hash of at least 8
 * characters before the extension (`theme.3f9a1c2b.js`, `index-Bx3f9a1c.css`), since its address
 * is cached for a year.
 */
export const THEME_FILE_PATH =
  /^[A-Za-z0-9_-]+(?:[.-][A-Za-z0-9_-]+)*[.-][A-Za-z0-9_-]{8,}\.(js|css|map|json|woff2|woff|png|jpg|webp|avif)$/;

/** What each served extension is; nothing that a browser would run when opened on its own (html, svg). */
export const THEME_FILE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  json: "application/json; charset=utf-8",
  woff2: "font/woff2",
  woff: "font/woff",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
});

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const SHARED = new Set(SHARED_MODULE_SPECIFIERS);

const manifestSchema = z.object({
  handle: z.string().max(63),
  // Checked below by the contract's own rule, which names the setting at fault.
  settings: z.array(z.unknown()),
  sections: z.unknown().optional(),
  locales: z.array(z.string().max(35)).max(100),
  entry: z.string().max(200),
  styles: z.array(z.string().max(200)).max(THEME_LIMITS.files),
  files: z
    .array(
      z.object({
        path: z.string().max(200),
        bytes: z.number().int().nonnegative(),
        sha256: z.string().regex(SHA256_HEX, "must be a lower-case hex SHA-256"),
      }),
    )
    .min(1)
    .max(THEME_LIMITS.files),
  gzipBytes: z.number().int().nonnegative(),
});

const uploadSchema = z.object({
  manifest: manifestSchema,
  files: z.record(z.string(), z.string()),
});

/** A checked upload: the manifest as stored, the decoded files, and the figures the server made. */
export interface CheckedUpload {
  manifest: ThemeManifest;
  files: Map<string, Uint8Array>;
  bytes: number;
  /** Every file gzipped at level 9, summed (`themeBudget`): what the budget counts. */
  gzipBytes: number;
  hash: string;
}

const refuse = (path: string, message: string): HttpError =>
  httpError(400, `${path} ${message}`, {
    code: "VALIDATION_ERROR",
    issues: [{ path, message }],
  });

/**
 * The hash that says two uploads are the same build: SHA-256 over the handle, entry, styles,
 * settings, locales, each file's path and SHA-256 in path order, and the sections if any.
 *
 * @example
 * versionHash({ handle: "studio", entry: "theme.3f9a1c2b.js", styles: [], settings: [], locales: ["en"],
 *   files: [{ path: "theme.3f9a1c2b.js", bytes: 10, sha256: "ab…" }], gzipBytes: 30 })
 * // "5d1c…" (64 hex), the same whatever order `files` came in
 */
export function versionHash(manifest: ThemeManifest): string {
  const files = [...manifest.files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => [file.path, file.sha256]);
  const canonical = JSON.stringify([
    manifest.handle,
    manifest.entry,
    manifest.styles,
    manifest.settings,
    manifest.locales,
    files,
    // Last, and only when there are some, so a build without sections keeps the hash it had.
    ...(manifest.sections === undefined ? [] : [manifest.sections]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** The imports of an ES module, or null when the lexer cannot read it as one. */
async function importsOf(source: string): Promise<ReturnType<typeof parseModule>[0] | null> {
  await initLexer();
  try {
    return parseModule(source)[0];
  } catch {
    return null;
  }
}

/**
 * The imports of one ES module that a theme may not make: anything but the host's shared modules
 * and `./file` of its own upload. A dynamic import of a computed address is refused too, as is a
 * module the lexer cannot read.
 *
 * @example
 * await refusedImports('import React from "react"; import("./page.1a2b3c4d.js")', new Set(["page.1a2b3c4d.js"])) // []
 * @example
 * await refusedImports('import fs from "node:fs"; import(name)', new Set()) // ["node:fs", "import(…) of a computed address"]
 */
export async function refusedImports(
  source: string,
  ownFiles: ReadonlySet<string>,
): Promise<string[]> {
  const imports = await importsOf(source);
  if (imports === null) return ["(the file is not a JavaScript module)"];
  const refused: string[] = [];
  for (const entry of imports) {
    if (entry.type === "import-meta") continue;
    const specifier = entry.specifier;
    if (specifier === undefined || (entry.type === "dynamic" && entry.glob)) {
      refused.push("import(…) of a computed address");
      continue;
    }
    if (SHARED.has(specifier)) continue;
    const own = specifier.startsWith("./") ? specifier.slice(2) : null;
    if (own !== null && ownFiles.has(own) && own.endsWith(".js")) continue;
    refused.push(specifier);
  }
  return refused;
}

/**
 * The entry's imports of its own files other than `import()`. The shop's server renders a theme
 * from its entry alone, in an isolate that resolves only the shared modules: a static import of a
 * chunk would fail every server render. `import("./chunk.js")` is the browser's to load, so a page
 * behind one renders in the browser.
 *
 * @example
 * await staticOwnImports('import { a } from "./chunk.1a2b3c4d.js"; import("./page.5e6f7a8b.js"); import "react"')
 * // ["./chunk.1a2b3c4d.js"]
 */
export async function staticOwnImports(entrySource: string): Promise<string[]> {
  const imports = (await importsOf(entrySource)) ?? [];
  return imports.flatMap((entry) =>
    entry.type !== "dynamic" && entry.type !== "import-meta" && entry.specifier?.startsWith("./")
      ? [entry.specifier]
      : [],
  );
}

function decodeBase64(text: string, path: string): Uint8Array {
  if (!BASE64.test(text)) throw refuse(path, "is not base64");
  return new Uint8Array(Buffer.from(text, "base64"));
}

/**
 * Checks an upload the way the server trusts nothing the client computed: every figure is made
 * again from the bytes. Each failure is a 400 naming the field (`issues[0].path`), in the order a
 * creator fixes them: shape, handle, files, sizes, hashes, entry and styles, imports, settings,
 * locales, then the gzip budget of every file (400 `THEME_OVER_BUDGET` with the figure and the
 * largest files).
 */
export async function checkThemeUpload(input: unknown): Promise<CheckedUpload> {
  const parsed = uploadSchema.safeParse(input);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw httpError(400, `${issues[0]?.path ?? "body"} ${issues[0]?.message ?? "is not valid"}`, {
      code: "VALIDATION_ERROR",
      issues,
    });
  }
  const upload = parsed.data as ThemeUpload;
  const { manifest } = upload;
  if (!THEME_HANDLE.test(manifest.handle)) {
    throw refuse("manifest.handle", "must be lower-case letters, digits and dashes");
  }
  if (manifest.handle === DEFAULT_THEME_HANDLE) {
    throw refuse("manifest.handle", "`default` is the bundled theme and cannot be uploaded");
  }

  const listed = new Set<string>();
  for (const [index, file] of manifest.files.entries()) {
    const path = `manifest.files[${index}].path`;
    if (!THEME_FILE_PATH.test(file.path) || file.path.includes("..")) {
      throw refuse(path, `"${file.path}" must be a plain content-hashed file name`);
    }
    if (listed.has(file.path)) throw refuse(path, `"${file.path}" is listed twice`);
    listed.add(file.path);
    if (file.bytes > THEME_LIMITS.fileBytes) {
      throw refuse(`manifest.files[${index}].bytes`, `must be at most ${THEME_LIMITS.fileBytes}`);
    }
  }
  for (const path of Object.keys(upload.files)) {
    if (!listed.has(path)) throw refuse(`files.${path}`, "is not listed in manifest.files");
  }

  const files = new Map<string, Uint8Array>();
  let bytes = 0;
  for (const [index, file] of manifest.files.entries()) {
    const text = upload.files[file.path];
    if (text === undefined) throw refuse(`files.${file.path}`, "is listed but was not sent");
    const body = decodeBase64(text, `files.${file.path}`);
    if (body.byteLength !== file.bytes) {
      throw refuse(
        `manifest.files[${index}].bytes`,
        `is ${file.bytes}, the file has ${body.byteLength}`,
      );
    }
    const sha256 = createHash("sha256").update(body).digest("hex");
    if (sha256 !== file.sha256) {
      throw refuse(`manifest.files[${index}].sha256`, `does not match the file (${sha256})`);
    }
    bytes += body.byteLength;
    files.set(file.path, body);
  }
  if (bytes > THEME_LIMITS.totalBytes) {
    throw refuse("manifest.files", `add up to ${bytes} bytes, at most ${THEME_LIMITS.totalBytes}`);
  }

  if (!manifest.entry.endsWith(".js") || !files.has(manifest.entry)) {
    throw refuse("manifest.entry", "must be a .js file of manifest.files");
  }
  for (const [index, style] of manifest.styles.entries()) {
    if (!style.endsWith(".css") || !files.has(style)) {
      throw refuse(`manifest.styles[${index}]`, "must be a .css file of manifest.files");
    }
  }
  const entrySource = Buffer.from(files.get(manifest.entry) ?? []).toString("utf8");
  await initLexer();
  try {
    const [, exports] = parseModule(entrySource);
    if (!exports.some((entry) => "name" in entry && entry.name === "default")) {
      throw refuse("manifest.entry", "must export its theme (defineTheme(…)) as default");
    }
  } catch (error) {
    if ((error as HttpError).status === 400) throw error;
    throw refuse("manifest.entry", "does not parse as an ES module");
  }
  const own = new Set(files.keys());
  for (const [path, body] of files) {
    if (!path.endsWith(".js")) continue;
    const refused = await refusedImports(Buffer.from(body).toString("utf8"), own);
    if (refused.length > 0) {
      throw refuse(
        `files.${path}`,
        `imports ${refused.map((name) => `"${name}"`).join(", ")}: a theme may import only the host's shared modules (${SHARED_MODULE_SPECIFIERS.join(", ")}) and ./files of its upload`,
      );
    }
  }
  const tied = await staticOwnImports(entrySource);
  if (tied.length > 0) {
    throw refuse(
      `files.${manifest.entry}`,
      `imports ${tied.map((name) => `"${name}"`).join(", ")} statically: the shop's server renders the entry alone, so the entry may load the theme's own files only with import("./file.js") (those pages render in the browser); \`vitrine theme build\` bundles a theme into one file`,
    );
  }

  const settingsProblems = [
    ...settingsSchemaProblems(manifest.settings, { reservedIds: BASE_SETTING_IDS }),
    ...(manifest.sections === undefined ? [] : sectionsSchemaProblems(manifest.sections)),
  ];
  if (settingsProblems.length > 0) {
    const issues = settingsProblems.map((problem) => ({
      path: `manifest.${problem.field}`,
      message: problem.message,
    }));
    throw httpError(400, `${issues[0]?.path} ${issues[0]?.message}`, {
      code: "VALIDATION_ERROR",
      issues,
    });
  }
  for (const [index, locale] of manifest.locales.entries()) {
    if (!LOCALE.test(locale))
      throw refuse(`manifest.locales[${index}]`, `"${locale}" is not a language tag`);
  }

  const budget = themeBudget(files);
  const overBudget = overBudgetMessage(budget);
  if (overBudget !== null) {
    throw httpError(400, overBudget, {
      code: "THEME_OVER_BUDGET",
      issues: [{ path: "manifest.gzipBytes", message: overBudget }],
    });
  }
  const { gzipBytes } = budget;

  const stored: ThemeManifest = { ...manifest, gzipBytes };
  return { manifest: stored, files, bytes, gzipBytes, hash: versionHash(stored) };
}
