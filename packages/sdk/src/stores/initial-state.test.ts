import type { InitialState } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { INITIAL_STATE_ELEMENT_ID, readInitialState, serializeInitialState } from "./initial-state";

const state: InitialState = {
  shop: null,
  membershipSettings: null,
  twitch: null,
  app: { showAdminBar: false, customizerOrigin: "http://localhost:3000" },
  endpoints: {
    gatewayBase: "",
    storefrontApiBase: "",
    membershipBase: "",
    creatorSiteBase: "",
    assetsHost: "",
    imageHost: "",
  },
  error: { status: "SHOP_NOT_FOUND", message: "No shop </script><b>x</b>" },
};

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === INITIAL_STATE_ELEMENT_ID && text !== null
        ? ({ textContent: text } as HTMLElement)
        : null,
  };
}

describe("initial-state block", () => {
  it("reads back what the server serialised", () => {
    expect(readInitialState(documentWith(serializeInitialState(state)))).toEqual(state);
  });

  it("serialises without a `<` so no value can close the script element", () => {
    expect(serializeInitialState(state)).not.toContain("<");
  });

  it("a page without the block is a start-up error", () => {
    expect(() => readInitialState(documentWith(null))).toThrow("no initial-state block");
  });

  it("a block that is not JSON is a start-up error", () => {
    expect(() => readInitialState(documentWith("{nope"))).toThrow("is not JSON");
  });
});
