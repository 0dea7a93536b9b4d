import { randomBytes } from "node:crypto";
import { THEME_LIMITS } from "@vitrine/contract";
import { uploadProblems } from "@vitrine/contract/theme-check";
import { describe, expect, it } from "vitest";
import { buildProblem, formatProblems } from "./build-theme";
import { builtTheme, hashedName, themeUpload } from "./theme-manifest";
import { translationProblems } from "./translation-problems";

const facts = { handle: "studio", settings: [], sections: null, locales: ["en"] };

describe("a built theme", () => {
  it("names each file by its content, so one address never serves two contents", () => {
    const a = hashedName("theme.js", Buffer.from("export default 1"));
    expect(a).toMatch(/^theme\.[0-9a-f]{8}\.js$/);
    expect(hashedName("theme.js", Buffer.from("export default 1"))).toBe(a);
    expect(hashedName("theme.js", Buffer.from("export default 2"))).not.toBe(a);
  });

  it("lists script and stylesheet with sizes, SHA-256 and the gzip size the budget counts", () => {
    const theme = builtTheme(facts, {
      script: Buffer.from("export default {}"),
      style: Buffer.from("a{}"),
    });
    expect(theme.manifest.entry).toMatch(/^theme\.\w{8}\.js$/);
    expect(theme.manifest.styles).toEqual([expect.stringMatching(/^theme\.\w{8}\.css$/)]);
    expect(theme.manifest.files.map((file) => file.bytes)).toEqual([17, 3]);
    expect(theme.manifest.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(theme.manifest.gzipBytes).toBeGreaterThan(0);
    expect(
      Buffer.from(themeUpload(theme).files[theme.manifest.entry] ?? "", "base64").toString(),
    ).toBe("export default {}");
  });

  it("carries the home page's sections when the theme declares them, and none when it does not", () => {
    const sections = { types: [{ type: "banner", label: "Banner", settings: [] }], home: [] };
    const build = (withSections: typeof sections | null) =>
      builtTheme({ ...facts, sections: withSections }, { script: Buffer.from("x"), style: null })
        .manifest;
    expect(build(sections).sections).toEqual(sections);
    expect(build(null)).not.toHaveProperty("sections");
  });

  it("has no stylesheet when the theme has no CSS", () => {
    expect(builtTheme(facts, { script: Buffer.from("x"), style: null }).manifest.styles).toEqual(
      [],
    );
  });

  it("over 30 KB gzip, script and CSS together, is a budget problem naming the largest file first", async () => {
    const theme = builtTheme(facts, {
      script: Buffer.from(`export default "${randomBytes(14_000).toString("hex")}"`),
      style: Buffer.from(`.a{content:"${randomBytes(20_000).toString("hex")}"}`),
    });
    const [script, style] = theme.manifest.files;
    expect(theme.manifest.gzipBytes).toBeGreaterThan(THEME_LIMITS.gzipBudgetBytes);
    const { problems } = await uploadProblems(themeUpload(theme));
    expect(formatProblems(problems.filter((problem) => problem.rule === "budget"))).toMatch(
      new RegExp(
        `^  ✗ budget: The theme's files are \\d+\\.\\d KB gzipped, over the budget of 30\\.0 KB: ${style?.path} \\d+\\.\\d KB, ${script?.path} \\d+\\.\\d KB\\.$`,
      ),
    );
  });
});

describe("translations", () => {
  it("every string of any locale must be in each locale the theme declares", () => {
    expect(
      translationProblems({
        en: { hero: { title: "Hi", cta: "Shop" } },
        fr: { hero: { title: "Salut" } },
      }),
    ).toEqual([{ rule: "translations", locale: "fr", message: "fr is missing hero.cta" }]);
  });

  it("a locale must be a language tag", () => {
    expect(translationProblems({ english: {} })[0]?.message).toMatch(/language tag/);
  });
});

describe("a failed build", () => {
  it("is the bundler's own sentence at its place in the project, without colours or wrapping", () => {
    const error = Object.assign(
      new Error(
        '\u001b[31m[commonjs] Transform failed with 1 error:\n/work/studio/src/pages/home.tsx:13:17: ERROR: Expected "(" but found "function"\u001b[39m',
      ),
      {
        id: "/work/studio/src/pages/home.tsx",
        loc: { file: "/work/studio/src/pages/home.tsx", line: 13, column: 16 },
      },
    );
    expect(buildProblem("/work/studio", error)).toEqual({
      rule: "build",
      message: 'Expected "(" but found "function"',
      file: "src/pages/home.tsx",
      line: 13,
      column: 17,
    });
  });
});
