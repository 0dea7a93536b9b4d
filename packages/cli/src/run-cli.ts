import { parseArgs } from "node:util";
import { isCliError } from "./cli-error";
import type { CliIo } from "./cli-io";
import { CLI_VERSION } from "./cli-version";
import type { Command } from "./commands/command";
import { login } from "./commands/login";
import { themeBuild } from "./commands/theme-build";
import { themeCheck } from "./commands/theme-check";
import { themeDelete } from "./commands/theme-delete";
import { themeDev } from "./commands/theme-dev";
import { themeInit } from "./commands/theme-init";
import { themeList } from "./commands/theme-list";
import { themePublish } from "./commands/theme-publish";
import { themeRollback } from "./commands/theme-rollback";

/** Every command, in the order a theme's life goes. */
export const COMMANDS: readonly Command[] = [
  themeInit,
  login,
  themeDev,
  themeCheck,
  themeBuild,
  themePublish,
  themeList,
  themeRollback,
  themeDelete,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    `vitrine ${CLI_VERSION}: build, preview and publish Vitrine themes`,
    "",
    "Usage: vitrine <command> [options]",
    "",
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "vitrine <command> --help shows a command's options.",
  ].join("\n");
}

/** The command named by the first one or two words, and the rest of the arguments. */
function findCommand(argv: readonly string[]): { command: Command; rest: string[] } | null {
  for (const command of COMMANDS) {
    const words = command.name.split(" ");
    if (words.every((word, index) => argv[index] === word)) {
      return { command, rest: argv.slice(words.length) };
    }
  }
  return null;
}

/**
 * Runs `vitrine` with its arguments and answers the exit code: 0 when the command did what it
 * says, 1 (or the error's own code) with a readable message when it could not, 2 for a usage
 * mistake. Nothing here exits the process, so tests run commands in-process.
 *
 * @example
 * await runCli(["theme", "check", "--dir", "my-theme"], processIo()) // 0, or 1 with the problems listed
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    io.out(overview());
    return argv.length === 0 ? 2 : 0;
  }
  if (argv[0] === "--version" || argv[0] === "-v") {
    io.out(CLI_VERSION);
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    io.err(`Unknown command: vitrine ${argv.join(" ")}\n\n${overview()}`);
    return 2;
  }
  const { command, rest } = found;
  let args: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    args = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: "boolean", short: "h" } },
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${command.usage}`);
    return 2;
  }
  if (args.values.help) {
    io.out(command.usage);
    return 0;
  }
  try {
    await command.run(args, io);
    return 0;
  } catch (error) {
    if (!isCliError(error)) throw error;
    io.err(`✗ ${error.message}`);
    if (error.hint) io.err(`  ${error.hint}`);
    return error.exitCode;
  }
}
