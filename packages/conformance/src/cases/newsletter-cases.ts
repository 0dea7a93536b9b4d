import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

const { subscribe, listSubscribers } = endpoints.newsletter;

export const newsletterCases: ConformanceCase[] = [
  {
    endpoint: subscribe,
    as: "visitor",
    call: (storefront) => storefront.api.newsletter.subscribe("reader@conformance.test"),
  },
  {
    endpoint: listSubscribers,
    as: "creator",
    call: (storefront) => storefront.api.newsletter.listSubscribers(),
  },
];
