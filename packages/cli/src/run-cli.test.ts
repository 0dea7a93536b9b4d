import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIo } from "./cli-io";
import { COMMANDS, runCli } from "./run-cli";

function testIo(overrides: Partial<CliIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    prompt: async () => "",
    readStdin: async () => "",
    env: {},
    cwd: tmpdir(),
    ...overrides,
  };
  return { io, out, err };
}

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
});
