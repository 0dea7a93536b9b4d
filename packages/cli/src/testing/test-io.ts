import { tmpdir } from "node:os";
import type { CliIo } from "../cli-io";

/**
 * A terminal for tests: what the command prints, line by line, with no prompt answered and an
 * empty environment unless overridden.
 *
 * @example
 * const { io, out } = testIo({ cwd: project });
 * await runCli(["theme", "check"], io); // out → ["✓ studio: typecheck, …"]
 */
export function testIo(overrides: Partial<CliIo> = {}) {
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
