import { type FieldErrors, type FieldValues, get, type Resolver, set } from "react-hook-form";
import * as z from "zod/mini";

/** What a form says for one of its schema's issues, given the field's path ("shippingAddress.city"). */
export type IssueText = (issue: z.core.$ZodIssue, path: string) => string;

/**
 * A react-hook-form resolver that checks the values with a zod schema (classic or mini: the
 * contract's rules are mini, which @hookform/resolvers' messages would leave untranslated) and
 * gives each issue to its field, worded by `text`. A valid form submits the schema's output, so
 * the values are trimmed, lower-cased or parsed exactly as the API will take them.
 *
 * @example
 * const resolver = schemaResolver(z.object({ email: rules.email }), (issue) => issue.code);
 * await resolver({ email: "nope" }, undefined, options)
 * // { values: {}, errors: { email: { type: "invalid_format", message: "invalid_format" } } }
 */
export function schemaResolver<Schema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  text: IssueText,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<z.input<Schema>> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      // The first issue of a field is the one to fix first; the next shows once it is.
      if (get(errors, path) !== undefined) continue;
      set(errors, path, { type: issue.code, message: text(issue, path) });
    }
    return { values: {}, errors };
  };
}
