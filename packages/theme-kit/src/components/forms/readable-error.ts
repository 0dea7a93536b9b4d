import { isApiError } from "@vitrine/sdk";
import { FormFailure } from "./form-failure";

/**
 * What to tell the user about a failure: the API's own message (spec §8 gives it for a refused
 * call) or a form's reason, else `fallback`, since a network error's text means nothing to them.
 *
 * @example
 * readableError(new FormFailure("Your card was declined."), "Try again") // "Your card was declined."
 * readableError(new TypeError("Failed to fetch"), "Try again") // "Try again"
 */
export function readableError(failure: unknown, fallback: string): string {
  const shown = isApiError(failure) || failure instanceof FormFailure;
  return shown && failure.message ? failure.message : fallback;
}
