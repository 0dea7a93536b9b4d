import { useLeaveConfirmation } from "@vitrine/sdk/react";
import { useCallback, useState } from "react";

export interface UnsavedChanges {
  /** The user has changed a field since the form opened or was last saved. */
  dirty: boolean;
  /** For the form's `onChange`: any field's change, typed or picked, makes it dirty. */
  onChange(): void;
  /** Call after a successful submit, before navigating on: the guard lets the user go. */
  saved(): void;
}

/**
 * A form's unsaved input, with the runtime's leave guard (spec §2) armed while there is some:
 * leaving the page (a link, Back, closing the tab) asks first. Changes are seen on the form
 * itself, so no field needs wiring.
 *
 * @example
 * const unsaved = useUnsavedChanges();
 * <form onChange={unsaved.onChange} onSubmit={async (e) => { …; await save(); unsaved.saved(); navigate(next); }}>
 */
export function useUnsavedChanges(): UnsavedChanges {
  const [dirty, setDirty] = useState(false);
  const release = useLeaveConfirmation(dirty);
  const onChange = useCallback(() => setDirty(true), []);
  const saved = useCallback(() => {
    release();
    setDirty(false);
  }, [release]);
  return { dirty, onChange, saved };
}
