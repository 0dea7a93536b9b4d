import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ThemeProblem } from "@vitrine/contract/theme-check";

// tsc's diagnostics: `src/pages/home.tsx(12,5): error TS2322: Type 'number' is not assignable…`
const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

/**
 * Typechecks the theme with its own TypeScript (`tsc --noEmit -p tsconfig.json`), each error a
 * problem with its place. A theme without TypeScript installed gets one problem saying so.
 *
 * @example
 * await typecheckProblems("/work/my-theme")
 * // → [{ rule: "typecheck", file: "src/pages/home.tsx", line: 12, column: 5, message: "TS2322: Type 'number' is not assignable to type 'string'." }]
 */
export async function typecheckProblems(projectDir: string): Promise<ThemeProblem[]> {
  let tsc: string;
  try {
    tsc = createRequire(join(projectDir, "package.json")).resolve("typescript/bin/tsc");
  } catch {
    return [
      { rule: "typecheck", message: "TypeScript is not installed in the theme (npm install)" },
    ];
  }
  const { code, output } = await run(
    process.execPath,
    [tsc, "--noEmit", "-p", "tsconfig.json"],
    projectDir,
  );
  if (code === 0) return [];
  const problems = output
    .split("\n")
    .map((line) => DIAGNOSTIC.exec(line.trim()))
    .filter((match) => match !== null)
    .map(([, file, line, column, code, message]) => ({
      rule: "typecheck" as const,
      file,
      line: Number(line),
      column: Number(column),
      message: `${code}: ${message}`,
    }));
  return problems.length > 0
    ? problems
    : [{ rule: "typecheck" as const, message: output.trim() || `tsc exited with ${code}` }];
}

function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}
