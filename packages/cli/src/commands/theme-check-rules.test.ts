import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { uploadProblems } from "@vitrine/contract/theme-check";
import { describe, expect, it } from "vitest";
import { runCli } from "../run-cli";
import { TEMPLATE_DIR } from "../template-dir";
import { testIo } from "../testing/test-io";
import { buildAndInspect, STAGING_DIR } from "../theme/build-theme";
import { builtTheme, themeUpload } from "../theme/theme-manifest";
import { typecheckProblems } from "../theme/typecheck-problems";

// Installed in the example theme: a project needs them to typecheck typed translation keys.
const minimalModules = fileURLToPath(
  new URL("../../../../themes/minimal/node_modules", import.meta.url),
);

const SETTINGS = `[{ id: "layout", label: "Layout", settings: [
  { type: "range", id: "hero_width", label: "Width", min: 0, max: 10, step: 1, default: 50 },
] }]`;

/**
 * A theme project in its own folder with one file of its own (`src/index.ts`) and more, able to
 * typecheck: TypeScript and i18next linked from the workspace.
 */
async function themeProject(files: Record<string, string>): Promise<string> {
  const project = await mkdtemp(join(tmpdir(), "vitrine-rules-"));
  await mkdir(join(project, "node_modules"));
  const typescript = dirname(fileURLToPath(import.meta.resolve("typescript/package.json")));
  const reactI18next = await realpath(join(minimalModules, "react-i18next"));
  await symlink(typescript, join(project, "node_modules/typescript"), "dir");
  await symlink(
    join(dirname(reactI18next), "i18next"),
    join(project, "node_modules/i18next"),
    "dir",
  );
  await writeFile(join(project, "package.json"), '{ "name": "rules", "type": "module" }\n');
  await writeFile(
    join(project, "tsconfig.json"),
    '{ "compilerOptions": { "strict": true, "noEmit": true, "module": "ESNext", "moduleResolution": "Bundler", "target": "ES2022", "types": [] }, "include": ["src"] }\n',
  );
  for (const [path, text] of Object.entries({
    "src/index.ts": 'export default { handle: "rules", pages: {} };\n',
    ...files,
  })) {
    await mkdir(dirname(join(project, path)), { recursive: true });
    await writeFile(join(project, path), text);
  }
  return project;
}

async function check(project: string) {
  const { io, out, err } = testIo({ cwd: project });
  const code = await runCli(["theme", "check"], io);
  return { code, text: [...out, ...err].join("\n") };
}

/** The rules the CLI finds, and those the shop's upload check finds in the build publish sends. */
async function bothChecks(project: string) {
  const { theme, problems } = await buildAndInspect(project);
  // A script the CLI cannot run (a remote import) still builds: the shop gets those bytes.
  const script = await readFile(join(project, STAGING_DIR, "theme.js"));
  const facts = { handle: "rules", settings: [], sections: null, locales: [] };
  const shop = await uploadProblems(
    themeUpload(theme ?? builtTheme(facts, { script, style: null })),
  );
  return {
    cli: problems.map(
      ({ rule, file, line, column }) => `${rule} ${file ?? ""}:${line ?? ""}:${column ?? ""}`,
    ),
    shopRules: shop.problems.map((problem) => problem.rule),
  };
}

describe("vitrine theme check and the shop apply the same rules", () => {
  it.each([
    [
      "a computed import()",
      "export const load = (name: string) => import(name);\n",
      "imports src/extra.ts:1:39",
    ],
    [
      "a remote import",
      'import x from "https://cdn.example/x.js";\nexport const y = x;\n',
      "imports src/extra.ts:1:1",
    ],
    [
      "node:fs imported whole and used in a handler (the bundler would shim it empty)",
      'import * as fs from "node:fs";\nexport const read = () => fs.readFileSync("x");\n',
      "imports src/extra.ts:1:1",
    ],
    [
      "a named node:fs import (the bundler would fail on it)",
      '\nimport { readFileSync } from "node:fs";\nexport const read = () => readFileSync("x");\n',
      "imports src/extra.ts:2:1",
    ],
  ])(
    "%s: the import rule at its place, and the shop refuses the build",
    async (_name, extra, found) => {
      const project = await themeProject({
        "src/index.ts":
          'export * from "./extra";\nexport default { handle: "rules", pages: {} };\n',
        "src/extra.ts": extra,
      });
      const { cli, shopRules } = await bothChecks(project);
      expect(cli).toEqual([found]);
      expect(shopRules).toEqual(["imports"]);
    },
    30_000,
  );

  it("a setting's bad default: the settings rule, at the setting in the source, for both", async () => {
    const project = await themeProject({
      "src/index.ts": `export default { handle: "rules", pages: {},\n  settings: ${SETTINGS} };\n`,
    });
    const { cli, shopRules } = await bothChecks(project);
    expect(cli).toEqual(["settings src/index.ts:3:20"]);
    expect(shopRules).toEqual(["settings"]);
  }, 30_000);

  it("over the budget: the budget rule naming the largest files, for both", async () => {
    const big = randomBytes(40_000).toString("base64");
    const project = await themeProject({
      "src/index.ts": `export const big = "${big}";\nexport default { handle: "rules", pages: {} };\n`,
    });
    const { cli, shopRules } = await bothChecks(project);
    expect(cli).toEqual(["budget ::"]);
    expect(shopRules).toEqual(["budget"]);
  }, 30_000);

  it("finds four faults at once, each with its rule and file:line:column", async () => {
    const project = await themeProject({
      "src/index.ts": `import { t } from "i18next";
import "./i18n";
export const load = (name: string) => import(name);
export const heading = () => t("theme.latestt");
export default { handle: "rules", pages: {},
  settings: ${SETTINGS},
  translations: { en: { theme: { latest: "Latest" } }, fr: { theme: {} } } };
`,
      "src/i18n.ts": `import "i18next";
declare module "i18next" {
  interface CustomTypeOptions { defaultNS: "translation"; resources: { translation: { theme: { latest: string } } } }
}
`,
    });
    const { code, text } = await check(project);
    expect(code).toBe(1);
    expect(text.split("\n")).toEqual([
      "✗ Theme check found 4 problems:",
      expect.stringMatching(/^ {2}✗ typecheck src\/index\.ts:4:32: TS2345: .*"theme\.latestt"/),
      expect.stringMatching(/^ {2}✗ imports src\/index\.ts:3:39: imports a computed address/),
      "  ✗ settings src/index.ts:7:20: settings[0].settings[0].default must be between 0 and 10",
      "  ✗ translations src/index.ts:9:56: fr is missing theme.latest",
      "  Fix them and run `vitrine theme check` again.",
    ]);
  }, 60_000);

  it("in the template, a misspelt translation key is the one type error", async () => {
    // Inside the workspace, so the root's TypeScript, Vite and test types resolve as an install's.
    const cache = fileURLToPath(new URL("../../../../node_modules/.cache/", import.meta.url));
    await mkdir(cache, { recursive: true });
    const project = await mkdtemp(join(cache, "vitrine-template-"));
    await cp(TEMPLATE_DIR, project, { recursive: true });
    await mkdir(join(project, "node_modules/@vitrine"), { recursive: true });
    const reactI18next = await realpath(join(minimalModules, "react-i18next"));
    await symlink(reactI18next, join(project, "node_modules/react-i18next"), "dir");
    await symlink(
      join(dirname(reactI18next), "i18next"),
      join(project, "node_modules/i18next"),
      "dir",
    );
    await symlink(
      await realpath(join(minimalModules, "@vitrine/sdk")),
      join(project, "node_modules/@vitrine/sdk"),
      "dir",
    );
    const page = join(project, "src/pages/home-page.tsx");
    await writeFile(
      page,
      (await readFile(page, "utf8")).replace('t("theme.latest")', 't("theme.latestt")'),
    );
    const problems = await typecheckProblems(project);
    await rm(project, { recursive: true, force: true });
    expect(
      problems.map(
        ({ rule, file, message }) => `${rule} ${file} ${/"theme\.latestt"/.test(message)}`,
      ),
    ).toEqual(["typecheck src/pages/home-page.tsx true"]);
  }, 60_000);
});
