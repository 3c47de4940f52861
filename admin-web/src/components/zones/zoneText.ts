import { useTranslate } from 'react-admin';
import type { AdminZoneDto } from '@club/core';
import { useBaht } from '../catalogueFields';

/** A zone in one line: its code, places and price, numbered or not. */
export function useZoneSummary() {
  const translate = useTranslate();
  const baht = useBaht();
  const count = (n: number) => n.toLocaleString(translate('club.catalogue.dateLocale'));
  return (z: AdminZoneDto) => [
    z.code, translate('club.zones.places', { smart_count: z.capacity, count: count(z.capacity) }), baht(z.default_price_satang),
    z.numbered ? translate('club.zones.numberedShort') : z.seated ? translate('club.zones.seatedShort') : translate('club.zones.standingShort'),
  ].join(' · ');
}
