/** "30 mins": how lesson lengths read on cards and lesson pages. */
export function formatDuration(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'min' : 'mins'}`;
}

/** "1000+": how resource counts read on the resources page. */
export function formatCount(count: number): string {
  return `${count}+`;
}

/** "$25": donation buttons. */
export function formatDollars(amount: number): string {
  return `$${amount}`;
}

/**
 * A text from content/ with its {placeholders} filled in: `fillIn('Taught by {name}', { name })`.
 * The content check makes sure each placeholder the page fills is in the text.
 */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** "98 KB", "1.4 MB": a download's size as its link gives it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
