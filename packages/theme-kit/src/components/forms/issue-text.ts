import type { TFunction } from "i18next";
import type * as z from "zod/mini";

/** A field's own sentence for an issue: one for any issue, or one chosen by the issue. */
export type FieldMessage = string | ((issue: z.core.$ZodIssue) => string);

/** How a form's fields are named and worded, for the sentences said under them. */
export interface IssueWording {
  /** Each field's label by path, for "Enter your {{field}}." */
  labels: Readonly<Record<string, string>>;
  /** A field's own sentence for its issues, e.g. a card number's "Enter the digits…". */
  messages?: Readonly<Record<string, FieldMessage>> | undefined;
}

/**
 * The sentence under a field for a schema issue, in the page's language: the contract's rules say
 * what is wrong (too short, too long, not an email), the kit says it in words people read.
 *
 * @example
 * issueText(t, { labels: { displayName: "Display name" } })(
 *   { code: "too_small", origin: "string", minimum: 1, … }, "displayName") // "Enter your display name."
 * issueText(t, { labels: {} })({ code: "too_big", origin: "string", maximum: 80, … }, "bio")
 * // "Use at most 80 characters."
 */
export function issueText(t: TFunction, { labels, messages }: IssueWording) {
  return (issue: z.core.$ZodIssue, path: string): string => {
    const own = messages?.[path];
    if (typeof own === "function") return own(issue);
    if (own !== undefined) return own;
    const field = midSentence(labels[path] ?? path);
    switch (issue.code) {
      case "too_small":
        return issue.origin === "string" && Number(issue.minimum) <= 1
          ? t("form.required", { field })
          : t("form.tooShort", { count: Number(issue.minimum) });
      case "too_big":
        return t("form.tooLong", { count: Number(issue.maximum) });
      case "invalid_format":
        return issue.format === "email" ? t("form.invalidEmail") : t("form.invalid", { field });
      default:
        return t("form.invalid", { field });
    }
  };
}

/**
 * A field's label as a word inside a sentence ("Enter your display name."): its capital is the
 * label's, not the word's. An acronym keeps its capitals.
 *
 * @example
 * midSentence("Display name") // "display name"
 * midSentence("CVC")          // "CVC"
 */
export function midSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
