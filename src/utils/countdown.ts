/** The time left until `endsAt` (ISO 8601), in whole seconds, never negative. */
export function secondsUntil(endsAt: string, now: number): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A countdown as whole days and an `hh:mm:ss` clock: 93784 s is `{ days: 1, clock: '02:03:04' }`. */
export function formatCountdown(totalSeconds: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
