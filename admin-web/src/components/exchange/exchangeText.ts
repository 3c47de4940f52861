import { useLocaleState, useTranslate } from 'react-admin';
import { formatBankAmount, type AdminExchangeListingDto, type AdminLedgerEntryDto, type LedgerAccount } from '@club/core';
import { useLocalized } from '../catalogueFields';
import { useDates } from '../../dates';

type Fixture = Partial<Pick<AdminExchangeListingDto, 'home_team_name' | 'home_team_name_th' | 'away_team_name' | 'away_team_name_th' | 'kick_off'>>;

/** "Home – Away, Fri, 27 Nov 2026, 17:45" in the console language (TBA while the opponent is not known); empty for no match. */
export function useFixture() {
  const localized = useLocalized();
  const translate = useTranslate();
  const { kickOff } = useDates();
  return (r: Fixture) => {
    if (!r.home_team_name || !r.kick_off) return '';
    const away = r.away_team_name ? localized({ name: r.away_team_name, name_th: r.away_team_name_th }, 'name') : translate('club.ticketing.tba');
    return `${localized({ name: r.home_team_name, name_th: r.home_team_name_th }, 'name')} – ${away}, ${kickOff(r.kick_off)}`;
  };
}

/** The ledger is kept to the satang, and written so: "฿426.31" / "426.31 บาท"; a club account's debit balance "-฿473.68". */
export function useSatang() {
  const [locale] = useLocaleState();
  return (satang: number) => (satang < 0 ? `-${formatBankAmount(-satang, locale)}` : formatBankAmount(satang, locale));
}

/** An account's name: a fan's by who they are ("Credit of Somchai"), the club's by what it holds, all fans' together. */
export function useAccount() {
  const translate = useTranslate();
  return (account: LedgerAccount, fan?: Pick<AdminLedgerEntryDto, 'user_name'>) =>
    (account === 'fan' && fan?.user_name ? translate('club.exchange.fanCredit', { name: fan.user_name }) : translate(`club.exchange.account.${account}`));
}
