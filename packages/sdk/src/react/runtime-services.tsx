import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from "react";

/** How a toast reads: its colour and the role a screen reader announces it with. */
export type NotifyType = "info" | "success" | "warning" | "error" | "default";

/**
 * Shows a toast (spec §9). `htmlOrText` may hold markup; the runtime sanitises it before it
 * renders, so a theme may pass a server's text on.
 */
export type Notify = (htmlOrText: string, type?: NotifyType) => Promise<void>;

/** The leave-confirmation guard of spec §2: while on, leaving the page asks first. */
export interface LeaveConfirmation {
  set(enabled: boolean): void;
  readonly enabled: boolean;
}

/**
 * What the runtime that renders the theme offers its pages beside the storefront: the host gives
 * the real toasts and leave guard, Storybook and tests give their own or none.
 */
export interface RuntimeServices {
  notify: Notify;
  leaveConfirmation: LeaveConfirmation;
}

// Without a provider (a component rendered on its own, an integrator's app without toasts) the
// services do nothing rather than throw: feedback is an extra, never what makes a page work.
const QUIET_SERVICES: RuntimeServices = {
  notify: async () => {},
  leaveConfirmation: { set: () => {}, enabled: false },
};

const RuntimeServicesContext = createContext<RuntimeServices>(QUIET_SERVICES);

export interface RuntimeServicesProviderProps {
  services: RuntimeServices;
  children?: ReactNode;
}

/** Makes the runtime's toasts and leave guard available to the pages below it. */
export function RuntimeServicesProvider({ services, children }: RuntimeServicesProviderProps) {
  return (
    <RuntimeServicesContext.Provider value={services}>{children}</RuntimeServicesContext.Provider>
  );
}

/**
 * The runtime's toast function.
 *
 * @example
 * const notify = useNotify();
 * await api.membership.updateProfile(update);
 * void notify(t("membership.toasts.profileSaved"), "success");
 */
export function useNotify(): Notify {
  return useContext(RuntimeServicesContext).notify;
}

/**
 * Arms the leave guard while `active` (a form holds unsaved input) and the component is mounted;
 * it disarms when `active` turns false and on unmount. The returned `release` disarms at once:
 * call it after a successful submit and before navigating on, since the new `active` only takes
 * effect after the next render, too late for a navigation started in the same handler.
 *
 * @example
 * const release = useLeaveConfirmation(dirty);
 * await api.shopCheckout.updateInformation(id, contact);
 * release();
 * navigate(routePath("checkout-shipping", { checkoutId: id }));
 */
export function useLeaveConfirmation(active: boolean): () => void {
  const { leaveConfirmation } = useContext(RuntimeServicesContext);
  const armed = useRef(false);
  useEffect(() => {
    if (!active) return;
    armed.current = true;
    leaveConfirmation.set(true);
    return () => {
      if (armed.current) leaveConfirmation.set(false);
      armed.current = false;
    };
  }, [active, leaveConfirmation]);
  return useCallback(() => {
    if (armed.current) leaveConfirmation.set(false);
    armed.current = false;
  }, [leaveConfirmation]);
}
