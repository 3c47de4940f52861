import { useTranslate } from 'react-admin';
import type { AdminMatchDto } from '@club/core';
import { useLocalized } from '../../components/catalogueFields';
import { useIntlLocale } from '../competition-results/matchFields';

/** A kick-off in Bangkok time whatever the browser's zone: "Fri 27 Nov 2026, 17:45". */
export function useKickOffText() {
  const intl = useIntlLocale();
  const fmt = new Intl.DateTimeFormat(intl, { timeZone: 'Asia/Bangkok', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso: string) => fmt.format(new Date(iso));
}

/** A kick-off in a few characters, for a list's cell: "Fri 11 Dec, 19:00". */
export function useShortKickOffText() {
  const intl = useIntlLocale();
  const fmt = new Intl.DateTimeFormat(intl, { timeZone: 'Asia/Bangkok', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso: string) => fmt.format(new Date(iso));
}

/** "Home – Away" in the console language; TBA while the opponent is not known. */
export function useFixtureText() {
  const localized = useLocalized();
  const translate = useTranslate();
  return (r: Pick<AdminMatchDto, 'home_team_name' | 'home_team_name_th' | 'away_team_id' | 'away_team_name' | 'away_team_name_th'>) => {
    const away = r.away_team_id ? localized({ name: r.away_team_name, name_th: r.away_team_name_th }, 'name') : translate('club.ticketing.tba');
    return `${localized({ name: r.home_team_name, name_th: r.home_team_name_th }, 'name')} – ${away}`;
  };
}
