import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, runCli } from "./run-cli";
import { testIo } from "./testing/test-io";

describe("the vitrine command", () => {
  it("without a command prints the overview and exits 2", async () => {
    const { io, out } = testIo();
    expect(await runCli([], io)).toBe(2);
    expect(out.join("\n")).toContain("theme publish");
  });

  it("every command has --help", async () => {
    for (const command of COMMANDS) {
      const { io, out } = testIo();
      expect(await runCli([...command.name.split(" "), "--help"], io)).toBe(0);
      expect(out.join("\n")).toContain(`vitrine ${command.name}`);
    }
  });

  it("an unknown command or option is a usage error (exit 2)", async () => {
    expect(await runCli(["theme", "deploy"], testIo().io)).toBe(2);
    const { io, err } = testIo();
    expect(await runCli(["theme", "check", "--force"], io)).toBe(2);
    expect(err.join("\n")).toContain("--force");
  });

  it("a command that cannot do its job says why and exits 1", async () => {
    const { io, err } = testIo();
    expect(await runCli(["theme", "list", "--shop", "http://127.0.0.1:9"], io)).toBe(1);
    expect(err.join("\n")).toContain("You are not logged in to http://127.0.0.1:9");
  });

  it("an unreachable shop is named as such", async () => {
    const { io, err } = testIo({ env: { VITRINE_TOKEN: "t" } });
    expect(await runCli(["theme", "list", "--shop", "http://127.0.0.1:9"], io)).toBe(1);
    expect(err.join("\n")).toContain("Cannot reach the shop at http://127.0.0.1:9");
  });

  it("theme init writes a project with the handle filled in, and refuses a folder in use", async () => {
    const root = await mkdtemp(join(tmpdir(), "vitrine-init-"));
    const { io, out } = testIo({ cwd: root });
    expect(await runCli(["theme", "init", "My Studio"], io)).toBe(0);
    const project = join(root, "My Studio");
    expect(await readFile(join(project, "src/index.ts"), "utf8")).toContain('handle: "my-studio"');
    const manifest = JSON.parse(await readFile(join(project, "package.json"), "utf8"));
    expect(manifest.name).toBe("my-studio-theme");
    expect((await stat(join(project, ".gitignore"))).isFile()).toBe(true);
    expect(out.join("\n")).toContain("npm install");
    const again = testIo({ cwd: root });
    expect(await runCli(["theme", "init", "My Studio"], again.io)).toBe(1);
    expect(again.err.join("\n")).toContain("is not empty");
  });

  it("theme check counts the budget as the shop does and names the largest files", async () => {
    const project = await mkdtemp(join(tmpdir(), "vitrine-heavy-"));
    await mkdir(join(project, "src"));
    await writeFile(join(project, "package.json"), '{ "name": "heavy", "type": "module" }\n');
    // Random hex compresses to about half: some 17 KB of script and 22 KB of CSS, gzipped.
    await writeFile(
      join(project, "src/styles.css"),
      `.a{content:"${randomBytes(20_000).toString("hex")}"}\n`,
    );
    await writeFile(
      join(project, "src/index.ts"),
      `import "./styles.css";\nexport default { handle: "heavy", pages: {}, blob: "${randomBytes(16_000).toString("hex")}" };\n`,
    );
    const { io, err } = testIo({ cwd: project });
    expect(await runCli(["theme", "check"], io)).toBe(1);
    expect(err.join("\n")).toMatch(
      /✗ budget: The theme's files are \d+\.\d KB gzipped, over the budget of 30\.0 KB: theme\.[0-9a-f]{8}\.css \d+\.\d KB, theme\.[0-9a-f]{8}\.js \d+\.\d KB\./,
    );
  }, 60_000);
});
