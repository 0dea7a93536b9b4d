import { ANALYTICS_STATS_DAYS, endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

export const analyticsCases: ConformanceCase[] = [
  {
    endpoint: endpoints.analytics.stats,
    as: "creator",
    call: async (shop) => {
      const { days } = await shop.api.analytics.stats();
      if (days.length !== ANALYTICS_STATS_DAYS) {
        throw new Error(`The figures cover ${ANALYTICS_STATS_DAYS} days, not ${days.length}`);
      }
    },
  },
];
