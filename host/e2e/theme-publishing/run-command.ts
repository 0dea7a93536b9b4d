import { spawn } from "node:child_process";

interface EnvOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * `env` is the whole environment, not additions to this process's: a person's shell, without
   * the npm_config_* that pnpm sets for its scripts (an npm_config_registry would beat the
   * project's .npmrc).
   */
  exactEnv?: boolean;
}

function commandEnv({ env, exactEnv }: EnvOptions): NodeJS.ProcessEnv {
  return exactEnv ? { ...env } : { ...process.env, ...env };
}

export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs a command as a person would in a terminal, with its output kept for the test's message.
 * `input` is written to its standard input (a password with `--password-stdin`).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: EnvOptions & { cwd: string; input?: string; timeoutMs?: number },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: commandEnv(options),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 180_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
    child.stdin.end(options.input ?? "");
  });
}

/** Starts a long-running command (`vitrine theme dev`) and resolves once its output matches. */
export function startCommand(
  command: string,
  args: readonly string[],
  options: EnvOptions & { cwd: string; until: RegExp; timeoutMs?: number },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: commandEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} did not print ${options.until}:\n${output}`)),
      options.timeoutMs ?? 120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = options.until.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
  return { child, ready, output: () => output };
}
