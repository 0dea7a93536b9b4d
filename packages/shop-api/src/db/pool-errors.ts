import type pg from "pg";

/**
 * Gives `pool`, and every client it opens, a listener for `error`, so a connection the server
 * drops (a restart, `pg_terminate_backend`: code 57P01) is reported rather than thrown as an
 * unhandled `error` event, which ends the process. A client that errs while a query runs fails
 * that query and leaves the pool when it is released; an idle one leaves at once; the next query
 * opens a fresh connection.
 *
 * @example
 * const pool = reportPoolErrors(new pg.Pool({ connectionString }), (error) => logger.warn(error));
 * // PostgreSQL restarts: each open connection's error is reported once, and the process lives on
 */
export function reportPoolErrors(pool: pg.Pool, report: (error: unknown) => void): pg.Pool {
  // A checked-out client has no listener of the pool's: its own reports each error, idle or not.
  pool.on("connect", (client) => client.on("error", report));
  // The pool repeats an idle client's error, which that client's own listener has reported.
  pool.on("error", () => {});
  return pool;
}
