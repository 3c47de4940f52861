import { Box, Button, Typography } from '@mui/material';
import { CODE_VALID_BEFORE_MINUTES, gateNames } from '@club/core';
import type { ConsoleLocale } from '../locale';
import type { GateSession, Shown } from './session';
import { COLOURS, SIGNAL_OF } from './signals';
import { clock, type Translate } from './texts';

/** Why, in the steward's words, with the facts the phone or the server knows. */
function reasonOf(shown: Shown, session: GateSession, t: Translate, locale: ConsoleLocale): string | null {
  const when = clock(locale);
  const gateName = (bit: number | null) => {
    const gate = session.pack.meta.gates.find((g) => g.bit === bit);
    return gate ? (locale === 'th' ? gate.name_th : gate.name) : null;
  };
  switch (shown.verdict) {
    case 'admitted':
      return shown.ticket ? null : t('gate.reason.noDetails');
    case 'already_used': {
      const use = shown.use;
      if (!use) return null;
      return use.here
        ? t('gate.reason.usedHere', { time: when.time(use.at) })
        : t('gate.reason.usedElsewhere', { gate: gateName(use.gateBit) ?? use.gateName ?? t('gate.anotherGate'), time: when.time(use.at) });
    }
    case 'wrong_day':
      return shown.code?.kind === 'signed'
        ? t('gate.reason.wrong_day', { date: when.date(new Date((shown.code.fields.validFromMinutes + CODE_VALID_BEFORE_MINUTES) * 60_000)) })
        : null;
    case 'wrong_gate': {
      const gates = session.pack.meta.gates.filter((g) => shown.gateBits.includes(g.bit)).map((g) => ({ name: g.name, nameTh: g.name_th }));
      return t('club.checkIn.refusal_wrong_gate', { gates: gateNames(gates, locale) });
    }
    case 'transferred':
    case 'on_exchange':
      return t(`club.checkIn.refusal_${shown.verdict}`);
    case 'unknown':
    case 'forged':
    case 'typed_offline':
    case 'scan_only':
    case 'wrong_match':
      return t(`gate.reason.${shown.verdict}`);
  }
}

/** The verdict, large, in its colour: what the steward acts on. */
export function VerdictPanel({ shown, session, t, locale, onAdmitAnyway }: { shown: Shown; session: GateSession; t: Translate; locale: ConsoleLocale; onAdmitAnyway: (() => void) | null }) {
  const { bg, ink } = COLOURS[SIGNAL_OF[shown.verdict]];
  const reason = reasonOf(shown, session, t, locale);
  const ticket = shown.ticket;
  const zone = ticket?.zone;
  return (
    <Box role="status" aria-live="assertive" data-testid="gate-verdict" data-verdict={shown.verdict} data-by={shown.by}
      sx={{ bgcolor: bg, color: ink, borderRadius: 2, p: { xs: 2, sm: 3 } }}>
      <Typography component="div" sx={{ fontWeight: 900, fontSize: { xs: '2.4rem', sm: '3rem' }, lineHeight: 1.1, letterSpacing: 1 }}>
        {t(`gate.verdict.${shown.verdict}`)}
      </Typography>
      {reason && <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 1 }} data-testid="gate-reason">{reason}</Typography>}
      {ticket && (shown.verdict === 'admitted' || shown.verdict === 'wrong_gate') && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5, alignItems: 'stretch' }}>
          {zone && <Box aria-hidden sx={{ width: 12, flexShrink: 0, borderRadius: 1, bgcolor: zone.colour, border: `2px solid ${ink}` }} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontSize: '2.6rem', fontWeight: 900, lineHeight: 1.1 }} data-testid="gate-initials">{ticket.initials}</Typography>
            {zone && (
              <Typography sx={{ fontSize: '1.8rem', fontWeight: 800, lineHeight: 1.2 }} data-testid="gate-zone">
                {t('club.checkIn.zone')} {locale === 'th' ? zone.name_th : zone.name}
              </Typography>
            )}
            {ticket.seat > 0 && (
              <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="gate-seat">
                {t('gate.seat', { row: ticket.row, seat: ticket.seat })}{ticket.wheelchair && ` · ${t('club.checkIn.wheelchair')}`}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      {onAdmitAnyway && (
        <Button variant="contained" size="large" onClick={onAdmitAnyway} data-testid="gate-admit-anyway"
          sx={{ mt: 2, bgcolor: '#1a1a1a', color: 'white', '&:hover': { bgcolor: '#333' }, '&:focus-visible': { outline: '3px solid #1a1a1a', outlineOffset: 3 } }}>
          {t('club.checkIn.admitAnyway')}
        </Button>
      )}
      <Typography sx={{ mt: 1.5, fontSize: '0.95rem' }} data-testid="gate-decided-by">{t(`gate.decidedBy.${shown.by}`)}</Typography>
    </Box>
  );
}
