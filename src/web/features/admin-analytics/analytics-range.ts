import { addDays, daysInRange, maxAnalyticsDays } from '@shared/schemas/admin-analytics.ts';

/** The quick choices; the screen opens on 30 days. */
export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
const defaultPreset: RangePreset = 30;

/** What the admin chose: a quick range or two dates. */
export type RangeChoice =
  { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

/** A choice with its days worked out. */
export type AnalyticsRange = RangeChoice & { from: string; to: string };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string =>
  v !== null && dayPattern.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Today in India Standard Time, the shop's days, whatever the browser's own time zone. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * The range the address asks for: `?days=7|30|90`, or `?from=&to=` (a custom range), else the
 * last 30 days. A custom range that the server would refuse falls back to the default, so a
 * mistyped address still shows something.
 */
export function rangeFromParams(params: URLSearchParams, today = shopToday()): AnalyticsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to && daysInRange(from, to) <= maxAnalyticsDays) {
    return { kind: 'custom', from, to };
  }
  const asked = Number(params.get('days'));
  const days = rangePresets.find((p) => p === asked) ?? defaultPreset;
  return { kind: 'preset', days, from: addDays(today, -(days - 1)), to: today };
}

/** The address parameters of a range (the default range has none). */
export function rangeToParams(range: RangeChoice): Record<string, string> {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  return range.days === defaultPreset ? {} : { days: String(range.days) };
}

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeError(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both dates';
  if (from > to) return 'The start date must not be after the end date';
  if (daysInRange(from, to) > maxAnalyticsDays) {
    return `Choose a range of at most ${maxAnalyticsDays} days`;
  }
  return null;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "5 Mar 2025" for a `YYYY-MM-DD` day. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** "5 Mar" for a chart axis. */
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));
