import { useEffect, useMemo, useState } from 'react';
import { FunctionField, useLocaleState, type FunctionFieldProps } from 'react-admin';
import { formatClubDate, formatClubDateTime, formatClubTime, formatNumber, formatRelative, type Language } from '@club/core';

/**
 * The console's one way of writing dates, shared with the fan site through core: Bangkok time
 * whatever the browser's zone, "24 Nov 2026, 13:10" in English and "24 พ.ย. 2569 13:10" (Buddhist
 * year) in Thai. Never react-admin's DateField, which writes the browser's locale and zone.
 */
export function useDates() {
  const [locale] = useLocaleState();
  const lang: Language = locale === 'th' ? 'th' : 'en';
  return useMemo(() => {
    const or = (fmt: (when: string) => string) => (when: string | null | undefined, empty = '—') => (when ? fmt(when) : empty);
    return {
      lang,
      date: or((w) => formatClubDate(w, lang)),
      dateTime: or((w) => formatClubDateTime(w, lang)),
      /** With seconds, where the order of events matters (the audit log). */
      dateTimeSeconds: or((w) => formatClubDateTime(w, lang, { seconds: true })),
      /** A kick-off, with its day of the week: "Fri, 27 Nov 2026, 17:45" / "ศุกร์ 27 พ.ย. 2569 17:45". */
      kickOff: or((w) => formatClubDateTime(w, lang, { weekday: true })),
      /** The day of a kick-off: "Fri, 27 Nov 2026" / "ศุกร์ 27 พ.ย. 2569". */
      matchDay: or((w) => formatClubDate(w, lang, { weekday: true })),
      time: or((w) => formatClubTime(w, lang)),
      /** A count, as the dates are written: "1,234" in either language. */
      number: (value: number) => formatNumber(value, lang),
      /** "in 12 minutes" / "อีก 12 นาที". */
      relative: (when: string, now?: number) => formatRelative(when, lang, now),
    };
  }, [lang]);
}

/** The current time, again every `everyMs`: "in 12 minutes" moves on by itself. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);

/** A date (with its time unless `dateOnly`) of the record in context, for lists and show pages. */
export function DateTimeField({ source, dateOnly = false, ...props }: Omit<FunctionFieldProps, 'render'> & { source: string; dateOnly?: boolean }) {
  const dates = useDates();
  const write = dateOnly ? dates.date : dates.dateTime;
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record) => {
        const value = valueAt(record, source);
        return write(typeof value === 'string' ? value : null);
      }}
    />
  );
}

// Times typed into the console are Bangkok time too; Thailand keeps UTC+7 all year.

/** ISO instant -> the Bangkok wall clock a datetime-local input shows ("2026-12-05T19:00"). */
export const toBangkokInput = (iso: unknown): string => {
  if (typeof iso !== 'string' || !iso) return '';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(iso)) return iso;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
};

/** The Bangkok wall clock typed -> the ISO instant the API stores; empty stays empty (null). */
export const fromBangkokInput = (local: string): string | null => (local ? new Date(`${local}:00+07:00`).toISOString() : null);
