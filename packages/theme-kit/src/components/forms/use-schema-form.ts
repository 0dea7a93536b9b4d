import { isApiError } from "@vitrine/sdk";
import { type FormEvent, useRef } from "react";
import {
  type ChangeHandler,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type RefCallBack,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { type FormAction, useFormAction } from "./form-action";
import { type FieldMessage, issueText } from "./issue-text";
import { schemaResolver } from "./schema-resolver";

/** A schema whose input and output are a form's values: an endpoint's `body`, or one made of `rules`. */
export type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  defaultValues: DefaultValues<z.input<Schema>>;
}

/** What `FormField` needs to show, edit and report one field of the form. */
export interface BoundField {
  label: string;
  name: string;
  inputRef: RefCallBack;
  onChange: ChangeHandler;
  onBlur: ChangeHandler;
  error: string | undefined;
}

export interface SchemaForm<Schema extends FormSchema> {
  /** The react-hook-form state, for `watch`, `setValue` or `formState` where a page needs them. */
  form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
  /** The busy / failed / done state of the submit, for `FormMessage` and the button. */
  action: FormAction;
  /**
   * `FormField`'s props for the field at `name`: its issues are worded with `label` ("Enter your
   * City."), or said by `message` whatever the issue ("Enter the digits of your card.").
   */
  field(name: FieldPath<z.input<Schema>>, label: string, message?: FieldMessage): BoundField;
  /** The sentence to show for `name`, for a control that is not a `FormField` (a radio group). */
  error(name: FieldPath<z.input<Schema>>, message: FieldMessage): string | undefined;
  /**
   * The form's `onSubmit`: checks the values with the schema, then runs `send` with its output
   * (trimmed and parsed as the API takes them). A refusal naming fields (`VALIDATION_ERROR`'s
   * `issues[].path`) is shown on those fields, like the form's own checks.
   */
  onSubmit(
    send: (values: z.output<Schema>) => Promise<unknown>,
    fallback: string,
    success?: string,
  ): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form that checks what is typed with the same zod schema the shop API checks it with (an
 * endpoint's body or the contract's `rules`), through react-hook-form; the first wrong field
 * takes the focus, and a refused submit's field errors land on the same fields.
 *
 * @example
 * const signup = useSchemaForm(z.object({ email: rules.email }), { defaultValues: { email: "" } });
 * <form onSubmit={signup.onSubmit((values) => api.newsletter.subscribe(values), t("failed"))} noValidate>
 *   <FormField type="email" {...signup.field("email", t("email"))} />
 *   <FormMessage action={signup.action} />
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  { defaultValues }: SchemaFormOptions<Schema>,
): SchemaForm<Schema> {
  const { t } = useTranslation();
  // Filled as the fields render, read when a submit is checked: the words follow the page's language.
  const wording = useRef({
    labels: {} as Record<string, string>,
    messages: {} as Record<string, FieldMessage>,
  });
  const action = useFormAction();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    defaultValues,
    resolver: schemaResolver(schema, issueText(t, wording.current)),
  });
  const shown = (name: string): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  function showRefusedFields(failure: unknown) {
    if (!isApiError(failure) || failure.code !== "VALIDATION_ERROR") return;
    const { labels, messages } = wording.current;
    const refused = (failure.data.issues ?? []).filter(
      ({ path }) => path in labels || path in messages,
    );
    refused.forEach(({ path, message }, index) => {
      const name = path as FieldPath<z.input<Schema>>;
      form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
    });
  }

  return {
    form,
    action,
    field(name, label, message) {
      wording.current.labels[name] = label;
      if (message !== undefined) wording.current.messages[name] = message;
      const { ref, ...registered } = form.register(name);
      return { ...registered, label, inputRef: ref, error: shown(name) };
    },
    error(name, message) {
      wording.current.messages[name] = message;
      return shown(name);
    },
    onSubmit(send, fallback, success) {
      const valid = (values: z.output<Schema>) =>
        action.run(
          () =>
            send(values).catch((failure: unknown) => {
              showRefusedFields(failure);
              throw failure;
            }),
          fallback,
          success,
        );
      return (event) => void form.handleSubmit(valid, action.reset)(event);
    },
  };
}
