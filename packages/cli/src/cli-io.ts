import { createInterface } from "node:readline";
import { Writable } from "node:stream";

/** What a command reads and writes, so tests can run commands without a terminal. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks a question on the terminal; `secret` answers are not echoed. */
  prompt(question: string, options?: { secret?: boolean }): Promise<string>;
  /** All of standard input (for `--password-stdin`). */
  readStdin(): Promise<string>;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** The real terminal. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    prompt: (question, { secret = false } = {}) => {
      let muted = false;
      const output = new Writable({
        write(chunk, _encoding, done) {
          if (!muted) process.stderr.write(chunk);
          done();
        },
      });
      const readline = createInterface({
        input: process.stdin,
        output,
        terminal: process.stdin.isTTY,
      });
      return new Promise((resolve) => {
        readline.question(question, (answer) => {
          readline.close();
          if (secret) process.stderr.write("\n");
          resolve(answer);
        });
        muted = secret;
      });
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    env: process.env,
    cwd: process.cwd(),
  };
}
