/** How long ago something happened, in the words of a notification list: 'just now', '5 min ago', '3 h ago', '2 days ago', then the date. */
export const timeAgo = (iso: string, now: Date, locale?: string): string => {
  const at = new Date(iso);
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(at);
};

/** The exact moment, in the user's own time zone with the zone named, for the tooltip and `<time>`. */
export const exactTime = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
// (`dateStyle` cannot be combined with `timeZoneName`: the fields are named one by one.)

/** The bell's accessible name: what it is and how many are unread. */
export const bellLabelOf = (unread: number): string =>
  unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
