import { ApiError } from "@vitrine/sdk";
import { describe, expect, it } from "vitest";
import { FormFailure } from "./form-failure";
import { readableError } from "./readable-error";

const FALLBACK = "This could not be saved. Please try again.";

describe("readableError", () => {
  it("passes on the platform's message for a refused call", () => {
    const refused = new ApiError("The tip must be at least 1.00", {
      statusCode: 400,
      statusMessage: "Bad Request",
      data: {},
    });
    expect(readableError(refused, FALLBACK)).toBe("The tip must be at least 1.00");
  });

  it("passes on a form's own reason", () => {
    expect(readableError(new FormFailure("Your card was declined."), FALLBACK)).toBe(
      "Your card was declined.",
    );
  });

  it("says the fallback for anything else, whose text is not written for people", () => {
    expect(readableError(new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
    expect(readableError(new FormFailure(""), FALLBACK)).toBe(FALLBACK);
  });
});
