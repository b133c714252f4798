import { formatDate } from '@greenlight/rules';

/** When a notification came (NOTIF-02): "just now", minutes or hours ago within a day, else its date (dd-MM-yyyy). */
export function notificationTime(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (Number.isNaN(minutes)) return formatDate(iso);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDate(iso);
}
