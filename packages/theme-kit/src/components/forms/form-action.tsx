import { useCallback, useEffect, useRef, useState } from "react";
import { readableError } from "./readable-error";

export { FormFailure } from "./form-failure";

export interface FormAction {
  busy: boolean;
  /** The failure to show: the API's message when it gave one, else `fallback`. */
  error: string | undefined;
  /** The confirmation to show after success, when `run` was given one. */
  done: string | undefined;
  /** The message element; focus moves to it after each submit so it is read out at once. */
  messageRef: (element: HTMLElement | null) => void;
  /** Runs `action`, showing `fallback` when it fails and `success` when it ends well. */
  run(action: () => Promise<unknown>, fallback: string, success?: string): Promise<boolean>;
  reset(): void;
}

/**
 * The busy / failed / done states of a form's submit, with focus moved to the outcome so keyboard
 * and screen-reader users learn it without hunting for it (WCAG 3.3.1, 4.1.3).
 *
 * @example
 * const action = useFormAction();
 * <form onSubmit={(e) => { e.preventDefault(); void action.run(() => api.save(), t("form.failed")); }}>
 *   <FormMessage action={action} />
 */
export function useFormAction(): FormAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const message = useRef<HTMLElement | null>(null);
  const messageRef = useCallback((element: HTMLElement | null) => {
    message.current = element;
  }, []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (attempt > 0) message.current?.focus();
  }, [attempt]);
  const run = useCallback(
    async (action: () => Promise<unknown>, fallback: string, success?: string) => {
      setBusy(true);
      setError(undefined);
      setDone(undefined);
      try {
        await action();
        if (!mounted.current) return true;
        setDone(success);
        if (success !== undefined) setAttempt((count) => count + 1);
        return true;
      } catch (failure) {
        if (!mounted.current) return false;
        setError(readableError(failure, fallback));
        setAttempt((count) => count + 1);
        return false;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [],
  );
  const reset = useCallback(() => {
    setError(undefined);
    setDone(undefined);
  }, []);
  return { busy, error, done, messageRef, run, reset };
}

/** The outcome of a form's last submit: an alert when it failed, a status when it succeeded. */
export function FormMessage({ action }: { action: FormAction }) {
  if (action.error !== undefined) {
    return (
      <p
        ref={action.messageRef}
        className="vt-form-message vt-form-message--error"
        role="alert"
        tabIndex={-1}
      >
        {action.error}
      </p>
    );
  }
  if (action.done !== undefined) {
    return (
      <output ref={action.messageRef} className="vt-form-message" tabIndex={-1}>
        {action.done}
      </output>
    );
  }
  return null;
}

/** How many frames `focusFirstInvalid` waits for the errors to render before it gives up. */
const FOCUS_FRAMES = 30;

/**
 * Moves focus to the first invalid field of `form` after a failed validation, so the user lands
 * on what to fix. The errors render with the state update that follows the call, which a busy
 * page may commit a few frames later: it looks again on each frame until a field is marked.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const look = (framesLeft: number) =>
    requestAnimationFrame(() => {
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (framesLeft > 1) look(framesLeft - 1);
    });
  look(FOCUS_FRAMES);
}
