import { isIP } from "node:net";
import { z } from "zod";
import { LOG_LEVELS, type LogLevel } from "./logger";

/** What a node reads from its environment, checked once at start. */
export interface NodeConfig {
  /** PORT: where the node listens (3000). */
  port: number;
  /** HOST: the address it listens on (127.0.0.1; `0.0.0.0` behind a proxy on another machine). */
  host: string;
  /** DATABASE_URL: PostgreSQL; unset, the embedded PGlite in the data folder. */
  databaseUrl: string | undefined;
  /** VITRINE_DATA_DIR: the data folder; unset, the entry point's own default. */
  dataDir: string | undefined;
  /** LOG_LEVEL: the least severe log line written (`info`). */
  logLevel: LogLevel;
  /** VITRINE_DRAIN_MS: how long a drain waits for in-flight requests before cutting them (10 s). */
  drainMs: number;
  /**
   * VITRINE_TRUSTED_PROXIES: the addresses of the platform's proxies (nginx), comma-separated;
   * from them `X-Forwarded-For` names the client (none).
   */
  trustedProxies: string[];
  /**
   * VITRINE_EDGE_PURGE_URL: the edge (nginx) that takes this node's `PURGE` requests, so a write
   * clears the edge's copies of what it changed (`createEdgePurge`); unset, they expire (none).
   */
  edgePurgeUrl: string | undefined;
}

/** The configuration was not valid; the message lists every problem, one a line. */
export class NodeConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The node's configuration is not valid:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    this.name = "NodeConfigError";
    this.problems = problems;
  }
}

/** setTimeout's limit: a longer delay fires at once, so a drain would never wait. */
const MAX_TIMER_MS = 2_147_483_647;

const shown = (value: unknown) => JSON.stringify(value);

/** A variable left empty (`PORT=` in an env file) means "use the default", as unset does. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    const text = typeof value === "string" ? value.trim() : value;
    return text === "" ? undefined : text;
  }, schema.optional());

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, {
      error: (issue) => `must be ${what} from ${min} to ${max}, not ${shown(issue.input)}`,
    })
    .transform(Number);

const postgresUrl = z.string().refine(
  (text) => {
    try {
      return ["postgres:", "postgresql:"].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  },
  {
    // The value is never repeated: it holds the database password.
    error: (issue) => {
      const scheme = URL.canParse(String(issue.input)) ? new URL(String(issue.input)).protocol : "";
      return `must be a postgres:// or postgresql:// URL, not ${scheme ? `a ${scheme} URL` : "something else (value not shown: it may hold a password)"}`;
    },
  },
);

const ENV_SCHEMA = z.object({
  PORT: optional(wholeNumber(1, 65535, "a whole number")),
  HOST: optional(
    z.string().regex(/^[^\s/]+$/, {
      error: (issue) => `must be a host name or IP address, not ${shown(issue.input)}`,
    }),
  ),
  DATABASE_URL: optional(postgresUrl),
  VITRINE_DATA_DIR: optional(z.string()),
  LOG_LEVEL: optional(
    z.string().refine((text) => (LOG_LEVELS as readonly string[]).includes(text.toLowerCase()), {
      error: (issue) => `must be one of ${LOG_LEVELS.join(", ")}, not ${shown(issue.input)}`,
    }),
  ),
  VITRINE_DRAIN_MS: optional(wholeNumber(1, MAX_TIMER_MS, "a whole number of milliseconds")),
  VITRINE_TRUSTED_PROXIES: optional(
    z
      .string()
      .refine((text) => text.split(",").every((address) => isIP(address.trim()) !== 0), {
        error: (issue) => `must be IP addresses separated by commas, not ${shown(issue.input)}`,
      })
      .transform((text) => text.split(",").map((address) => address.trim())),
  ),
  VITRINE_EDGE_PURGE_URL: optional(
    z.string().refine((text) => URL.canParse(text) && new URL(text).protocol === "http:", {
      error: (issue) => `must be an http:// URL (the edge's address), not ${shown(issue.input)}`,
    }),
  ),
});

/**
 * The node's configuration from its environment, with defaults; throws one `NodeConfigError`
 * naming every variable that is wrong, so a deploy is fixed in one go rather than one error a
 * restart.
 * @example parseNodeConfig({ PORT: "8080", LOG_LEVEL: "warn" })
 * // { port: 8080, host: "127.0.0.1", databaseUrl: undefined, dataDir: undefined,
 * //   logLevel: "warn", drainMs: 10000, trustedProxies: [], edgePurgeUrl: undefined }
 * @example parseNodeConfig({ PORT: "abc" })
 * // throws: PORT must be a whole number from 1 to 65535, not "abc"
 */
export function parseNodeConfig(env: NodeJS.ProcessEnv): NodeConfig {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (!parsed.success) {
    throw new NodeConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    );
  }
  const vars = parsed.data;
  return {
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? "127.0.0.1",
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.VITRINE_DATA_DIR,
    logLevel: (vars.LOG_LEVEL?.toLowerCase() ?? "info") as LogLevel,
    drainMs: vars.VITRINE_DRAIN_MS ?? 10_000,
    trustedProxies: vars.VITRINE_TRUSTED_PROXIES ?? [],
    edgePurgeUrl: vars.VITRINE_EDGE_PURGE_URL,
  };
}

/**
 * `parseNodeConfig` for an entry point: on a bad configuration, prints what to fix and exits 1,
 * without a stack trace that would bury the message.
 */
export function nodeConfigOrExit(env: NodeJS.ProcessEnv): NodeConfig {
  try {
    return parseNodeConfig(env);
  } catch (error) {
    if (!(error instanceof NodeConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
