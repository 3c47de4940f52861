import { useTranslate } from 'react-admin';
import type { AdminMatchDto } from '@club/core';
import { useLocalized } from './catalogueFields';
import { useDates } from '../dates';

/** A kick-off in Bangkok time whatever the browser's zone, with its weekday: "Fri, 27 Nov 2026, 17:45". */
export function useKickOffText() {
  const { kickOff } = useDates();
  return (iso: string) => kickOff(iso);
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
