/** `14:02`, in the owner's own time zone and locale. */
export function formatTime(iso: string | Date): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** `25 Nov 2026, 14:02`, in the owner's own time zone and locale. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}
