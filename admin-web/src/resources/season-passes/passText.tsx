import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminSeasonPassDto } from '@club/core';
import { useLocalized } from '../../components/catalogueFields';
import { useDates } from '../../dates';

/** A pass's figures in a line: "12 sold of 300 · 288 for sale · 5 matches". */
export function usePassFigures() {
  const translate = useTranslate();
  const dates = useDates();
  return (r: AdminSeasonPassDto) => [
    translate('club.seasons.soldOf', { sold: dates.number(r.sold), quota: dates.number(r.quota) }),
    translate('club.seasons.forSale', { count: dates.number(r.available) }),
    translate('club.seasons.matches', { smart_count: r.match_count, count: dates.number(r.match_count) }),
  ].join(' · ');
}

/** "E · East stand, Thunder Stadium" in the console language. */
export function usePassZone() {
  const localized = useLocalized();
  return (r: AdminSeasonPassDto) => `${r.zone_code} · ${localized(r, 'zone_name')}, ${localized(r, 'venue_name')}`;
}

/** The pass's name in the console language (its page's and its form's title). */
export function PassTitle() {
  const record = useRecordContext<AdminSeasonPassDto>();
  const localized = useLocalized();
  return <>{localized(record, 'name')}</>;
}
