import {
  type LeaveConfirmation,
  type NotifyType,
  RuntimeServicesProvider,
} from "@vitrine/sdk/react";
import { type ReactNode, useMemo, useState } from "react";

/**
 * The story's leave guard, as the host's would be: play functions read `enabled` to check that a
 * form arms it with unsaved input and lets go after saving.
 */
export const storyLeaveGuard: LeaveConfirmation & { enabled: boolean } = {
  enabled: false,
  set(enabled) {
    storyLeaveGuard.enabled = enabled;
  },
};

interface StoryToast {
  id: number;
  text: string;
  type: NotifyType;
}

/**
 * The runtime's services in a story: toasts are listed in the canvas as plain text (the host's
 * react-toastify and sanitiser stay out of Storybook), each an alert as react-toastify renders
 * them, so a play function finds them as a person hears them.
 */
export function StoryServices({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<StoryToast[]>([]);
  const services = useMemo(() => {
    storyLeaveGuard.enabled = false;
    let next = 0;
    return {
      notify: async (text: string, type: NotifyType = "default") => {
        next += 1;
        const id = next;
        setToasts((shown) => [...shown, { id, text, type }]);
      },
      leaveConfirmation: storyLeaveGuard,
    };
  }, []);
  return (
    <RuntimeServicesProvider services={services}>
      {children}
      <div className="vt-story-toasts">
        {toasts.map((toast) => (
          <p key={toast.id} role="alert" data-toast={toast.type}>
            {toast.text}
          </p>
        ))}
      </div>
    </RuntimeServicesProvider>
  );
}
