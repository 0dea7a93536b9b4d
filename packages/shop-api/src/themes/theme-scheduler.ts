import type { ChangeFeed } from "../db/change-feed";
import type { ShopDatabase } from "../db/database";
import { nextScheduleDue, publishDueSchedule } from "./theme-settings-schedules";

/** How often a node asks whether a schedule is due, when its timer runs (`start`). */
export const SCHEDULE_CHECK_MS = 1_000;

export interface ThemeScheduler {
  /** Publishes every schedule due now, each exactly once across nodes; answers how many it took. */
  publishDue(): Promise<number>;
  /**
   * Run before a read of a shop's settings: when the soonest schedule this node knows of is due,
   * publishes it first, so no page shows settings past the time they were replaced at.
   */
  catchUp(): Promise<void>;
  /** A schedule was created or cancelled here: the soonest due is asked again on the next read. */
  changed(): void;
  /** Checks every `intervalMs` (unref'd: it never keeps a process alive); returns the stop. */
  start(intervalMs?: number): () => void;
}

export interface ThemeSchedulerOptions {
  db: ShopDatabase;
  clock: () => Date;
  /** Told of each shop whose settings a schedule published: every node drops its caches of them. */
  changeFeed: ChangeFeed;
  /** Where a failed check is told; default `console.error`. A failure never fails a read. */
  report?: (error: unknown) => void;
}

/**
 * One node's scheduler of settings publishes. It keeps when the soonest pending schedule of any
 * shop is due (asked of the database on its timer, and again after a schedule changes here), so a
 * read costs a comparison until then. Every node runs one: `publishDueSchedule` claims each due
 * schedule with `FOR UPDATE SKIP LOCKED`, so it goes live once, on whichever node gets there
 * first, and that node announces it on the change feed (the nodes' caches and the edge's copies
 * are purged as for a publish). A schedule created on another node is known here by the next
 * tick; its own node's timer publishes it at the latest a tick after its time.
 *
 * @example
 * const scheduler = createThemeScheduler({ db, clock, changeFeed });
 * const stop = scheduler.start(); // a merch drop scheduled for 18:00 goes live by 18:00:01
 * await scheduler.catchUp(); // before a page read at 18:00:00.2: published now if not yet
 */
export function createThemeScheduler(options: ThemeSchedulerOptions): ThemeScheduler {
  const { db, clock, changeFeed } = options;
  const report = options.report ?? ((error) => console.error("[theme-scheduler]", error));
  /** `undefined` until asked (or after a change here): then the next read asks. */
  let nextDue: Date | null | undefined;
  let publishing: Promise<number> | null = null;
  let asking: Promise<void> | null = null;

  const ask = () => {
    asking ??= nextScheduleDue(db)
      .then((due) => {
        nextDue = due;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };

  const publishAll = async () => {
    let taken = 0;
    for (;;) {
      const outcome = await publishDueSchedule(db, clock());
      if (outcome === null) break;
      taken += 1;
      if (outcome.published)
        await changeFeed.publish({ shopId: outcome.shopId, scope: "settings" });
    }
    await ask();
    return taken;
  };

  const publishDue = () => {
    publishing ??= publishAll().finally(() => {
      publishing = null;
    });
    return publishing;
  };

  const isDue = () => nextDue !== null && nextDue !== undefined && nextDue <= clock();

  return {
    publishDue,
    async catchUp() {
      try {
        if (nextDue === undefined) await ask();
        if (isDue()) await publishDue();
      } catch (error) {
        report(error);
      }
    },
    changed() {
      nextDue = undefined;
    },
    start(intervalMs = SCHEDULE_CHECK_MS) {
      const timer = setInterval(() => {
        ask()
          .then(() => (isDue() ? publishDue() : 0))
          .catch(report);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
