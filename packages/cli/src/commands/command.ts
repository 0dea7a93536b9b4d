import type { CliIo } from "../cli-io";

/** One `vitrine` command: its name, a line for the overview, its full help, and what it does. */
export interface Command {
  /** As typed: `theme init`, `login`. */
  name: string;
  summary: string;
  usage: string;
  /** The options `util.parseArgs` reads; every command also takes `--help`. */
  options: Record<string, { type: "string" | "boolean"; short?: string }>;
  /** Whether the command takes positional arguments (`theme init <dir>`). */
  positionals?: boolean;
  run(args: CommandArgs, io: CliIo): Promise<void>;
}

export interface CommandArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** A string option's value, or `undefined`. */
export function stringOption(args: CommandArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}
