import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

const { discover, allowedOrigins, setAllowedOrigins } = endpoints.storefrontDiscovery;
const APP = "https://app.example";

/** What an app discovers of the shop, and its creator's CORS list, put back as it was. */
export const shopConfigCases: ConformanceCase[] = [
  {
    endpoint: discover,
    as: "visitor",
    call: async (shop) => {
      const found = await shop.api.shopConfig.discover();
      if (!/^[A-Z]{3}$/.test(found.shop.currency)) throw new Error("The currency is a code");
    },
  },
  {
    endpoint: allowedOrigins,
    as: "creator",
    call: async (shop) => {
      const { origins } = await shop.api.shopConfig.allowedOrigins();
      if (!Array.isArray(origins)) throw new Error("The origins are a list");
    },
  },
  {
    endpoint: setAllowedOrigins,
    as: "creator",
    call: async (shop) => {
      const before = await shop.api.shopConfig.allowedOrigins();
      const set = await shop.api.shopConfig.setAllowedOrigins([APP]);
      if (set.origins.join() !== APP) throw new Error("The list is answered as set");
      await shop.api.shopConfig.setAllowedOrigins(before.origins);
    },
  },
];
