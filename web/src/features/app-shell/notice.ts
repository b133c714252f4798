// What a toast says (notifications.tsx asks for it, Toaster.tsx shows it): its own module, so
// that the toaster, loaded on demand, and the hook that asks for toasts do not import each other.

export interface Notice {
  title?: string;
  message: string;
  intent?: 'error' | 'warning' | 'success' | 'info';
  /** An actionable link shown as "Solve now", opening in a new tab (ERR-08). */
  link?: string | undefined;
  /** Milliseconds; -1 keeps it until closed (ERR-04). */
  timeout?: number;
  /** Names the toast, so that it can be dismissed, and shown once however often it is asked for. */
  toastId?: string;
}
