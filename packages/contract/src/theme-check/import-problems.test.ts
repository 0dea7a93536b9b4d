import { describe, expect, it } from "vitest";
import { importProblems } from "./import-problems";

const none = (_specifier: string) => false;
const found = async (source: string, allowed = none) =>
  (await importProblems(source, "theme.1a2b3c4d.js", allowed)).map(
    ({ line, column, message }) => `${line}:${column} ${message}`,
  );

describe("the import rule", () => {
  it("lets a theme import the host's shared modules and what `allowed` accepts", async () => {
    expect(
      await found('import React from "react";\nimport("./page.5e6f7a8b.js");', (s) =>
        s.startsWith("./"),
      ),
    ).toEqual([]);
  });

  it("refuses Node built-ins however they are imported, each at its line and column", async () => {
    expect(
      await found(
        'import fs from "node:fs";\n  import * as path from "path";\nimport { readFile } from "fs/promises";',
      ),
    ).toEqual([
      expect.stringMatching(/^1:1 imports the Node built-in "node:fs": a the/),
      expect.stringMatching(/^2:3 imports the Node built-in "path": a theme /),
      expect.stringMatching(/^3:1 imports the Node built-in "fs\/promises": a/),
    ]);
  });

  it("refuses remote addresses and import() of a computed address", async () => {
    expect(
      await found(
        "import x from 'https://cdn.example/x.js';\nconst a = () => import(name);\nimport('./' + b);",
      ),
    ).toEqual([
      expect.stringMatching(/^1:1 imports "https:\/\/cdn\.example\/x\.js" from an/),
      expect.stringMatching(/^2:17 imports a computed address \(import\(name/),
      expect.stringMatching(/^3:1 imports a computed address \(import\(name/),
    ]);
  });

  it("refuses a package the upload does not hold, and a file that is not a module", async () => {
    expect(await found('import x from "lodash";')).toEqual([
      expect.stringMatching(/^1:1 imports "lodash": a theme may import o/),
    ]);
    expect(await found("const a = `unterminated")).toEqual([
      expect.stringMatching(/^undefined:undefined is not a JavaScript module the shop can/),
    ]);
  });
});
