import { type InputHTMLAttributes, type Ref, useId } from "react";

export interface FormFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, "id"> {
  label: string;
  /** Shown under the field and tied to it with `aria-describedby`, with `aria-invalid`. */
  error?: string;
  hint?: string;
  /** A text area instead of an input. */
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled input (or text area) whose hint and error are announced with it: the label is a
 * real `<label>`, the error sits in `aria-describedby` and flips `aria-invalid`.
 */
export function FormField({
  label,
  error,
  hint,
  multiline = false,
  inputRef,
  className,
  ...input
}: FormFieldProps) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    ...input,
    id,
    ref: inputRef,
    className: `vt-input ${className ?? ""}`.trim(),
    "aria-invalid": error === undefined ? undefined : true,
    "aria-describedby": describedBy,
  };
  return (
    <div className="vt-form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...shared} /> : <input {...shared} />}
      {hint === undefined ? null : (
        <p id={hintId} className="vt-form-field__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="vt-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
