import type { User } from "@vitrine/contract";
import { useAuth } from "@vitrine/sdk/react";

/**
 * The logged-in member or creator, or null for a visitor, re-rendering when it changes. valtio's
 * snapshot is deeply readonly; pages only read it, so it is handed out as the wire type the SDK's
 * helpers (`hasPaidSubscription`, …) take.
 */
export function useUser(): User | null {
  return useAuth().state.user as User | null;
}
