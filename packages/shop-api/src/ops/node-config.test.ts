import { describe, expect, it } from "vitest";
import { NodeConfigError, parseNodeConfig } from "./node-config";

/** The problems `parseNodeConfig` names for `env`, one a line. */
const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    parseNodeConfig(env);
  } catch (error) {
    if (error instanceof NodeConfigError) return error.problems;
    throw error;
  }
  throw new Error("the configuration was accepted");
};

describe("a node's configuration", () => {
  it("defaults every variable when none is set", () => {
    expect(parseNodeConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: undefined,
      logLevel: "info",
      drainMs: 10_000,
      trustedProxies: [],
      edgePurgeUrl: undefined,
    });
  });

  it("reads every variable it knows, and leaves the rest of the environment alone", () => {
    expect(
      parseNodeConfig({
        PORT: "8080",
        HOST: "0.0.0.0",
        DATABASE_URL: "postgresql://shop:secret@db.internal:5432/vitrine",
        VITRINE_DATA_DIR: "/var/lib/vitrine",
        LOG_LEVEL: "WARN",
        VITRINE_DRAIN_MS: "25000",
        VITRINE_TRUSTED_PROXIES: "127.0.0.1, ::1",
        VITRINE_EDGE_PURGE_URL: "http://127.0.0.1:8080",
        VITRINE_JWT_SECRET: "not this module's",
      }),
    ).toEqual({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgresql://shop:secret@db.internal:5432/vitrine",
      dataDir: "/var/lib/vitrine",
      logLevel: "warn",
      drainMs: 25_000,
      trustedProxies: ["127.0.0.1", "::1"],
      edgePurgeUrl: "http://127.0.0.1:8080",
    });
    expect(parseNodeConfig({ DATABASE_URL: "postgres://localhost/vitrine" }).databaseUrl).toBe(
      "postgres://localhost/vitrine",
    );
  });

  it("takes an empty variable (PORT= in an env file) as unset", () => {
    expect(parseNodeConfig({ PORT: "", DATABASE_URL: " ", LOG_LEVEL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: "info",
    });
  });

  it("names the variable, what it must be and what it was", () => {
    expect(problemsOf({ PORT: "abc" })).toEqual([
      'PORT must be a whole number from 1 to 65535, not "abc"',
    ]);
    expect(problemsOf({ PORT: "0" })).toEqual([
      'PORT must be a whole number from 1 to 65535, not "0"',
    ]);
    expect(problemsOf({ PORT: "65536" })).toEqual([
      'PORT must be a whole number from 1 to 65535, not "65536"',
    ]);
    expect(problemsOf({ PORT: "80.5" })).toEqual([
      'PORT must be a whole number from 1 to 65535, not "80.5"',
    ]);
    expect(problemsOf({ HOST: "http://example.com" })).toEqual([
      'HOST must be a host name or IP address, not "http://example.com"',
    ]);
    expect(problemsOf({ LOG_LEVEL: "verbose" })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    ]);
    expect(problemsOf({ VITRINE_TRUSTED_PROXIES: "127.0.0.1,nginx" })).toEqual([
      'VITRINE_TRUSTED_PROXIES must be IP addresses separated by commas, not "127.0.0.1,nginx"',
    ]);
    expect(problemsOf({ VITRINE_DRAIN_MS: "-5" })).toEqual([
      'VITRINE_DRAIN_MS must be a whole number of milliseconds from 1 to 2147483647, not "-5"',
    ]);
    expect(problemsOf({ VITRINE_DRAIN_MS: "99999999999" })).toHaveLength(1);
  });

  it("refuses a DATABASE_URL that is not PostgreSQL's without ever repeating it (it holds a password)", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://root:hunter2@db/shop" })).toEqual([
      "DATABASE_URL must be a postgres:// or postgresql:// URL, not a mysql: URL",
    ]);
    const [problem] = problemsOf({ DATABASE_URL: "shop:hunter2@db" });
    expect(problem).toMatch(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(problem).not.toContain("hunter2");
  });

  it("lists every problem at once, one a line, so a deploy is fixed in one go", () => {
    const run = () => parseNodeConfig({ PORT: "abc", LOG_LEVEL: "loud", VITRINE_DRAIN_MS: "soon" });
    expect(run).toThrow(NodeConfigError);
    expect(run).toThrow(
      [
        "The node's configuration is not valid:",
        '- PORT must be a whole number from 1 to 65535, not "abc"',
        '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
        '- VITRINE_DRAIN_MS must be a whole number of milliseconds from 1 to 2147483647, not "soon"',
      ].join("\n"),
    );
  });
});
