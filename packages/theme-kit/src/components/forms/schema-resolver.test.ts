import { rules } from "@vitrine/contract";
import type { TFunction } from "i18next";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { kitEn } from "../../i18n/en";
import { issueText } from "./issue-text";
import { schemaResolver } from "./schema-resolver";

/** The kit's English strings, read as i18next would, so a test shows what the shopper reads. */
const t = ((key: string, values: Record<string, unknown> = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as never)[part], kitEn);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}) as unknown as TFunction;

const profile = z.object({
  displayName: rules.displayName,
  email: rules.email,
  password: rules.newPassword,
  card: z.object({ cardNumber: rules.cardNumber }),
});
const wording = {
  labels: { displayName: "Display name" },
  messages: { "card.cardNumber": "Enter the digits of your card number." },
};
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never> as never;
const resolve = (values: object) =>
  schemaResolver(profile, issueText(t, wording))(values as never, undefined, options);

describe("schemaResolver", () => {
  it("says under each field what the contract's rule refused, in the kit's words", async () => {
    const { errors } = await resolve({
      displayName: " ",
      email: "member@demo",
      password: "short",
      card: { cardNumber: "4242" },
    });
    expect(errors).toMatchObject({
      displayName: { message: "Enter your display name." },
      email: { message: "Enter an email address such as name@example.com." },
      password: { message: "Use at least 8 characters." },
      card: { cardNumber: { message: "Enter the digits of your card number." } },
    });
  });

  it("says the limit of a field typed too long", async () => {
    const { errors } = await resolve({
      displayName: "x".repeat(81),
      email: "member@demo.test",
      password: "long enough",
      card: { cardNumber: "4242424242424242" },
    });
    expect(errors).toEqual({
      displayName: { type: "too_big", message: "Use at most 80 characters." },
    });
  });

  it("submits the rules' output: trimmed, lower-cased, digits only", async () => {
    const { values, errors } = await resolve({
      displayName: " Ada ",
      email: " Ada@Demo.test ",
      password: "long enough",
      card: { cardNumber: "4242 4242 4242 4242" },
    });
    expect(errors).toEqual({});
    expect(values).toEqual({
      displayName: "Ada",
      email: "ada@demo.test",
      password: "long enough",
      card: { cardNumber: "4242424242424242" },
    });
  });
});
