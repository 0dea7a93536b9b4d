// The kit's form parts: fields bound to a schema, their messages, and a form's send with its
// failure. A subpath of its own, so a page without a form loads none of it (a theme script's
// import of the kit's root stays small).

export { EmailField } from "./components/forms/email-field";
export type { FormAction } from "./components/forms/form-action";
export {
  FormFailure,
  FormMessage,
  focusFirstInvalid,
  useFormAction,
} from "./components/forms/form-action";
export type { FormFieldProps } from "./components/forms/form-field";
export { FormField } from "./components/forms/form-field";
export type { FieldMessage } from "./components/forms/issue-text";
export { readableError } from "./components/forms/readable-error";
export type {
  BoundField,
  FormSchema,
  SchemaForm,
  SchemaFormOptions,
} from "./components/forms/use-schema-form";
export { useSchemaForm } from "./components/forms/use-schema-form";
