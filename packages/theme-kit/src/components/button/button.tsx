import type { ButtonHTMLAttributes } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary";
  /** Shows a busy state and blocks clicks while an action is under way. */
  busy?: boolean;
}

/**
 * The theme's button. A busy button stays focusable (`aria-disabled`, clicks ignored) rather than
 * `disabled`, because disabling the focused element would drop keyboard focus to the page.
 */
export function Button({
  variant = "primary",
  busy = false,
  disabled,
  children,
  className,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`vt-button vt-button--${variant} ${className ?? ""}`.trim()}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {children}
    </button>
  );
}
