import type { LeaveConfirmation } from "../ui/leave-confirmation";
import type { NotifyType } from "../ui/notify";

/**
 * What the host offers theme pages, through the shared router's context (a theme cannot import
 * the host): `useRouteContext({ strict: false }).host`.
 */
export interface HostServices {
  /** Shows a toast; HTML is allowed and sanitised. */
  notify(htmlOrText: string, type?: NotifyType): Promise<void>;
  /** Asks before the visitor leaves while on, e.g. while a form has unsaved input. */
  leaveConfirmation: LeaveConfirmation;
}

export interface HostRouterContext {
  host?: HostServices;
}
