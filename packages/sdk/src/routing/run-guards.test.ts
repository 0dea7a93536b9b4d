import { describe, expect, it } from "vitest";
import { guardContext, shop } from "../testing/guard-fixtures";
import type { RouteGuard } from "./guard-context";
import { continueRoute, notFound, redirect } from "./guard-decision";
import { runGuards } from "./run-guards";

const comingSoonShop = { ...shop, isComingSoon: true };
const toCart: RouteGuard = () => redirect("/cart");

describe("runGuards: checks run in order and the first decision that is not continue wins", () => {
  it("global checks come before the route's own checks", () => {
    expect(runGuards(guardContext("/cart", { shop: comingSoonShop }), [toCart])).toEqual(
      redirect("/coming-soon"),
    );
  });

  it("the route's checks run in the order the route lists them, stopping at the first decision", () => {
    const calls: string[] = [];
    const passes: RouteGuard = () => {
      calls.push("passes");
      return continueRoute();
    };
    const never: RouteGuard = () => {
      calls.push("never");
      return continueRoute();
    };
    const notHere: RouteGuard = () => notFound("Page not found");
    expect(runGuards(guardContext("/membership/checkouts/c1"), [passes, notHere, never])).toEqual(
      notFound("Page not found"),
    );
    expect(calls).toEqual(["passes"]);
  });

  it("a navigation every check lets through continues", () => {
    expect(runGuards(guardContext("/cart"), [])).toEqual(continueRoute());
  });
});
