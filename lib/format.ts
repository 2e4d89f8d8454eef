/** "30 mins": how lesson lengths read on cards (SPEC §3). */
export function formatDuration(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'min' : 'mins'}`;
}

/** "1000+": how resource counts read (SPEC §3). */
export function formatCount(count: number): string {
  return `${count}+`;
}

/** "$25": donation buttons. */
export function formatDollars(amount: number): string {
  return `$${amount}`;
}
