import { type ChildProcess, spawn } from "node:child_process";

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

/** How long a stopped command has to finish on its own before it is killed. */
const STOP_GRACE_MS = 10_000;
/** Long-running commands not stopped yet: killed when this worker exits. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});

// A command runs as a group of processes (tsx starts node, the CLI starts esbuild and tsc): a
// signal to the first alone can leave the others serving after the run. The whole group gets it,
// as from a terminal's Ctrl-C.
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Starts a long-running command (`vitrine theme dev`) and resolves once its output matches.
 * `stop()` asks it to finish as Ctrl-C would and waits for it, killing what is left of it after
 * a grace period, so no test leaves a dev server running.
 */
export function startCommand(
  command: string,
  args: readonly string[],
  options: EnvOptions & { cwd: string; until: RegExp; timeoutMs?: number },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: commandEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      running.delete(child);
      resolve();
    });
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
  // A test that fails before it awaits `ready` still stops the command: its exit is no error then.
  ready.catch(() => undefined);
  /** Sends Ctrl-C's signal; waits for the command to exit, killing its group after the grace. */
  const stop = async (): Promise<void> => {
    signalGroup(child, "SIGINT");
    const grace = setTimeout(() => signalGroup(child, "SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(grace);
    // What the command started and left behind (a typecheck, a bundler service) goes with it.
    signalGroup(child, "SIGKILL");
  };
  return { child, ready, stop, output: () => output };
}
