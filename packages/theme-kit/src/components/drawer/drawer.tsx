import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal side panel (the mini cart). Opening it moves focus in (to the close button); Tab and
 * Shift+Tab cycle inside it; Escape, the close button and a click on the backdrop close it; on
 * closing, focus returns to what had it before, usually the button that opened it.
 */
export function Drawer({ open, onClose, title, children, footer }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  function handleKeys(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape is handled here as well as by `cancel`, which only the browser's own key press fires.
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || dialog.current === null) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className="vt-drawer vt-scheme"
      aria-labelledby={titleId}
      onKeyDown={handleKeys}
      onCancel={(event) => {
        // Escape: let React state close it, so focus goes back the same way as every other close.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      {open ? (
        <div className="vt-drawer__inner">
          <div className="vt-drawer__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="vt-icon-button" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="vt-visually-hidden">{t("cart.miniCart.close")}</span>
            </button>
          </div>
          <div className="vt-drawer__body">{children}</div>
          {footer === undefined ? null : <div className="vt-drawer__footer">{footer}</div>}
        </div>
      ) : null}
    </dialog>
  );
}
