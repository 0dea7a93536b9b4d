import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/** pino's levels, most severe first; `silent` writes nothing (tests). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** The least severe line written (`LOG_LEVEL`); default `info`. */
  level?: LogLevel;
  /** Where lines go; default stdout. Tests pass `{ write(line) { … } }` to read them. */
  destination?: DestinationStream;
}

/**
 * The node's logger: one JSON object a line, the level by name and the time in ISO 8601, so log
 * collectors read it without pino's numeric levels or epoch times.
 * @example createLogger({ level: "warn" }).info("hidden") // writes nothing
 * createLogger().info({ port: 3000 }, "listening")
 * // {"level":"info","time":"2026-11-26T15:00:00.000Z","pid":1,"hostname":"node-1","port":3000,"msg":"listening"}
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}
