import { createHash } from "node:crypto";
import { init as initLexer, parse as parseModule } from "es-module-lexer";
import { z } from "zod";
import { overBudgetMessage, themeBudget } from "../theme-budget/theme-budget";
import { THEME_LIMITS, type ThemeManifest, type ThemeUpload } from "../themes/theme-files";
import { THEME_HANDLE } from "../themes/theme-ref";
import { themeSchemaProblems } from "../themes/theme-schema-problems";
import { importProblems } from "./import-problems";
import type { ThemeProblem } from "./theme-problem";

/** The host's bundled theme: never uploaded, chosen with `POST …/live { handle: "default" }`. */
export const DEFAULT_THEME_HANDLE = "default";

/**
 * A file of a version: one plain name (no folder, so no `..`), with a content hash of at least 8
 * characters before the extension (`theme.3f9a1c2b.js`, `index-Bx3f9a1c.css`), since its address
 * is cached for a year. Nothing a browser would run when opened on its own (html, svg).
 */
export const THEME_FILE_PATH =
  /^[A-Za-z0-9_-]+(?:[.-][A-Za-z0-9_-]+)*[.-][A-Za-z0-9_-]{8,}\.(js|css|map|json|woff2|woff|png|jpg|webp|avif)$/;

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const uploadSchema = z.object({
  manifest: z.object({
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
          sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a lower-case hex SHA-256"),
        }),
      )
      .min(1)
      .max(THEME_LIMITS.files),
    gzipBytes: z.number().int().nonnegative(),
  }),
  files: z.record(z.string(), z.string()),
});

/** An upload every rule passed: the manifest with the budget's own figure, and the decoded files. */
export interface CheckedThemeUpload {
  manifest: ThemeManifest;
  files: Map<string, Uint8Array>;
  /** The files' bytes, summed. */
  bytes: number;
}

/** What checking an upload found: every problem, and the upload when there is none. */
export interface UploadCheck {
  problems: ThemeProblem[];
  checked: CheckedThemeUpload | null;
}

/**
 * Every rule the shop applies to an uploaded theme (`POST /api/creators/themes`), all at once:
 * the upload's shape, the handle, each file's name, size, hash and bytes, the entry and styles,
 * every script's imports, the settings and sections schema, the locales and the gzip budget.
 * Nothing the client computed is trusted: each figure is made again from the bytes. The shop
 * answers the problems as one 400; `vitrine theme check` prints them before a publish, so a
 * theme the CLI passes is one the shop takes.
 *
 * @example
 * const { problems } = await uploadProblems({ manifest: { handle: "default", …, entry: "theme.js" }, files: {…} })
 * // [{ rule: "handle", path: "manifest.handle", message: "`default` is the bundled theme …" },
 * //  { rule: "files", path: "manifest.files[0].path", message: '"theme.js" must be a plain content-hashed file name' }, …]
 */
export async function uploadProblems(input: unknown): Promise<UploadCheck> {
  const parsed = uploadSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map<ThemeProblem>((issue) => ({
      rule: "upload",
      path: issue.path.map(String).join(".") || "body",
      message: issue.message,
    }));
    return { problems, checked: null };
  }
  const upload = parsed.data as ThemeUpload;
  const { manifest } = upload;
  const files = decodedFiles(upload);
  const problems = [
    ...handleProblems(manifest.handle),
    ...files.problems,
    ...entryProblems(manifest, files.bodies),
    ...(await scriptProblems(manifest, files.bodies)),
    ...schemaProblems(manifest),
    ...manifest.locales.flatMap((locale, index) =>
      LOCALE.test(locale)
        ? []
        : [problem("locales", `manifest.locales[${index}]`, `"${locale}" is not a language tag`)],
    ),
  ];
  const budget = themeBudget(files.bodies);
  const overBudget = overBudgetMessage(budget);
  if (overBudget !== null) problems.push(problem("budget", "manifest.gzipBytes", overBudget));
  if (problems.length > 0) return { problems, checked: null };
  return {
    problems,
    checked: {
      manifest: { ...manifest, gzipBytes: budget.gzipBytes },
      files: files.bodies,
      bytes: files.bytes,
    },
  };
}

function problem(rule: ThemeProblem["rule"], path: string, message: string): ThemeProblem {
  return { rule, path, message };
}

function handleProblems(handle: string): ThemeProblem[] {
  if (!THEME_HANDLE.test(handle)) {
    return [problem("handle", "manifest.handle", "must be lower-case letters, digits and dashes")];
  }
  if (handle === DEFAULT_THEME_HANDLE) {
    return [
      problem("handle", "manifest.handle", "`default` is the bundled theme and cannot be uploaded"),
    ];
  }
  return [];
}

/** Each listed file's name, size and hash against the bytes sent; the files that pass, decoded. */
function decodedFiles({ manifest, files }: ThemeUpload) {
  const problems: ThemeProblem[] = [];
  const bodies = new Map<string, Uint8Array>();
  const listed = new Set<string>();
  let bytes = 0;
  for (const [index, file] of manifest.files.entries()) {
    const at = `manifest.files[${index}]`;
    if (!THEME_FILE_PATH.test(file.path) || file.path.includes("..")) {
      problems.push(
        problem("files", `${at}.path`, `"${file.path}" must be a plain content-hashed file name`),
      );
    }
    if (listed.has(file.path)) {
      problems.push(problem("files", `${at}.path`, `"${file.path}" is listed twice`));
      continue;
    }
    listed.add(file.path);
    if (file.bytes > THEME_LIMITS.fileBytes) {
      problems.push(problem("files", `${at}.bytes`, `must be at most ${THEME_LIMITS.fileBytes}`));
    }
    const text = files[file.path];
    if (text === undefined) {
      problems.push(problem("files", `files.${file.path}`, "is listed but was not sent"));
      continue;
    }
    if (!BASE64.test(text)) {
      problems.push(problem("files", `files.${file.path}`, "is not base64"));
      continue;
    }
    const body = new Uint8Array(Buffer.from(text, "base64"));
    if (body.byteLength !== file.bytes) {
      problems.push(
        problem("files", `${at}.bytes`, `is ${file.bytes}, the file has ${body.byteLength}`),
      );
    }
    const sha256 = createHash("sha256").update(body).digest("hex");
    if (sha256 !== file.sha256) {
      problems.push(problem("files", `${at}.sha256`, `does not match the file (${sha256})`));
    }
    bytes += body.byteLength;
    bodies.set(file.path, body);
  }
  for (const path of Object.keys(files)) {
    if (!listed.has(path)) {
      problems.push(problem("files", `files.${path}`, "is not listed in manifest.files"));
    }
  }
  if (bytes > THEME_LIMITS.totalBytes) {
    problems.push(
      problem(
        "files",
        "manifest.files",
        `add up to ${bytes} bytes, at most ${THEME_LIMITS.totalBytes}`,
      ),
    );
  }
  return { problems, bodies, bytes };
}

function entryProblems(manifest: ThemeManifest, files: Map<string, Uint8Array>): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  if (!manifest.entry.endsWith(".js") || !files.has(manifest.entry)) {
    problems.push(problem("entry", "manifest.entry", "must be a .js file of manifest.files"));
  }
  for (const [index, style] of manifest.styles.entries()) {
    if (!style.endsWith(".css") || !files.has(style)) {
      problems.push(
        problem("entry", `manifest.styles[${index}]`, "must be a .css file of manifest.files"),
      );
    }
  }
  return problems;
}

const text = (body: Uint8Array | undefined) => Buffer.from(body ?? []).toString("utf8");

/**
 * Every script's imports (the import rule), and the entry's own shape: it exports the theme as
 * default and loads its own files only with `import()`, since the shop's server renders a theme
 * from its entry alone, in an isolate that resolves only the shared modules.
 */
async function scriptProblems(
  manifest: ThemeManifest,
  files: Map<string, Uint8Array>,
): Promise<ThemeProblem[]> {
  const own = (specifier: string) =>
    specifier.startsWith("./") && specifier.endsWith(".js") && files.has(specifier.slice(2));
  const problems: ThemeProblem[] = [];
  for (const [path, body] of files) {
    if (!path.endsWith(".js")) continue;
    const found = await importProblems(text(body), path, own);
    problems.push(...found.map((found) => ({ ...found, path: `files.${path}` })));
  }
  // An entry the lexer cannot read has its problem already; its shape cannot be told.
  const unreadable = problems.some(
    (found) => found.file === manifest.entry && found.line === undefined,
  );
  if (!files.has(manifest.entry) || unreadable) return problems;
  const entry = text(files.get(manifest.entry));
  const { exportsDefault, staticOwn } = await entryShape(entry);
  if (!exportsDefault) {
    problems.push(
      problem("entry", "manifest.entry", "must export its theme (defineTheme(…)) as default"),
    );
  }
  if (staticOwn.length > 0) {
    problems.push({
      ...problem(
        "imports",
        `files.${manifest.entry}`,
        `imports ${staticOwn.map((name) => `"${name}"`).join(", ")} statically: the shop's server renders the entry alone, so the entry may load the theme's own files only with import("./file.js") (those pages render in the browser); \`vitrine theme build\` bundles a theme into one file`,
      ),
      file: manifest.entry,
    });
  }
  return problems;
}

async function entryShape(source: string) {
  await initLexer();
  const [imports, exports] = parseModule(source);
  return {
    exportsDefault: exports.some((entry) => "name" in entry && entry.name === "default"),
    staticOwn: imports.flatMap((entry) =>
      entry.type !== "dynamic" && entry.type !== "import-meta" && entry.specifier?.startsWith("./")
        ? [entry.specifier]
        : [],
    ),
  };
}

function schemaProblems(manifest: ThemeManifest): ThemeProblem[] {
  return themeSchemaProblems(manifest.settings, manifest.sections).map(({ field, message }) =>
    problem("settings", `manifest.${field}`, message),
  );
}
