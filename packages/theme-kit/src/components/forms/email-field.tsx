import { FormField } from "./form-field";
import type { BoundField } from "./use-schema-form";

/**
 * An email field of a `useSchemaForm` form, with the browser's autofill: the checkout's, the
 * donation's and every account form's.
 */
export function EmailField<Name extends string>({
  form,
  name,
  label,
}: {
  form: { field(name: Name, label: string): BoundField };
  name: Name;
  label: string;
}) {
  return <FormField type="email" autoComplete="email" required {...form.field(name, label)} />;
}
