import { Alert, Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { assertNever, formatBankAmount, type BankFinding, type BankPaymentDto, type ReceiptBankCheckDto } from '@club/core';
import { useDates } from '../dates';
import { Facts } from './Facts';
import { RefundOwed } from './RefundOwed';

/** The values a finding's words name: amounts in the console's language, times as the console writes them. */
function findingValues(f: BankFinding, locale: string, dateTime: (when: string) => string): Record<string, string> {
  switch (f.code) {
    case 'amount_mismatch': return { paid: formatBankAmount(f.paidSatang, locale), expected: formatBankAmount(f.expectedSatang, locale) };
    case 'paid_before':
    case 'paid_after': return { time: dateTime(f.paidAt) };
    case 'already_used':
    case 'names_rejected':
    case 'names_expired':
    case 'approved_unlike': return { reference: f.reference };
    case 'wrong_receiver': return { shown: f.shown };
    case 'no_qr':
    case 'not_found':
    case 'receiver_hidden':
    case 'paid_twice':
    case 'no_seats':
    case 'closed':
    case 'provider_unavailable': return {};
    default: return assertNever(f);
  }
}

/**
 * A finding in the console's language, by its code, with its amounts, times and the other
 * payment's reference. `own`: a namespace whose `finding_<code>` words a finding for another
 * source than a slip (a statement line is not a slip); the slip's words otherwise.
 */
export function useFindingText(own?: string) {
  const translate = useTranslate();
  const dates = useDates();
  const [locale] = useLocaleState();
  return (f: BankFinding) =>
    translate(own ? `${own}.finding_${f.code}` : `club.bankCheck.finding_${f.code}`, {
      _: own ? translate(`club.bankCheck.finding_${f.code}`) : undefined,
      ...findingValues(f, locale, dates.dateTime),
    });
}

/** The services' own names. */
const PROVIDERS: Record<string, string> = { slipok: 'SlipOK', easyslip: 'EasySlip' };

/**
 * A slip's check with the bank, for staff: each finding in plain words, and what the verifier
 * answered (the provider's own fields, to compare with the slip). Where it stands is the slip's
 * verdict (SlipVerdictChip); `tone` is the verdict's: findings warn only while a decision waits.
 * Nothing when no verifier checks slips.
 */
export function BankCheck({ bank, tone }: { bank: ReceiptBankCheckDto | null | undefined; tone: 'warning' | 'info' }) {
  const translate = useTranslate();
  const dates = useDates();
  const findingText = useFindingText();
  if (!bank) return null;
  return (
    <Stack spacing={1} data-testid="bank-check" data-check={bank.check}>
      {bank.findings.map((f) => (
        <Alert key={f.code} severity={f.code === 'provider_unavailable' ? 'info' : tone} sx={{ py: 0 }} data-finding={f.code}>
          {findingText(f)}
        </Alert>
      ))}
      {bank.answer && (
        <Facts labelWidth="minmax(110px, 34%)" rows={[
          [translate('club.bankCheck.provider'), PROVIDERS[bank.answer.provider] ?? bank.answer.provider],
          [translate('club.bankCheck.checkedAt'), dates.dateTime(bank.checkedAt)],
        ]} />
      )}
      {bank.answer && (
        <Box component="details">
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>{translate('club.bankCheck.answer')}</Typography>
          <Box component="pre" sx={{ m: 0, mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', maxHeight: 320 }} data-testid="bank-answer">
            {JSON.stringify(bank.answer.answer, null, 2)}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The transfers the bank reported paying a purchase or an order other than by its slip (a bill
 * payment's callback, a statement line), with what kept each from being confirmed without staff.
 */
export function BankPayments({ payments }: { payments: BankPaymentDto[] | undefined }) {
  const translate = useTranslate();
  const dates = useDates();
  const [locale] = useLocaleState();
  // Not a slip: "the bank reports ฿1,400.00", where a slip's finding says "the slip shows".
  const findingText = useFindingText('club.bankPayments');
  // A slip's own are on its receipt, unless it was a second payment: staff refund it from here.
  const paidTwice = (p: BankPaymentDto) => p.findings.some((f) => f.code === 'paid_twice');
  const shown = (payments ?? []).filter((p) => p.source !== 'slip' || paidTwice(p));
  if (!shown.length) return null;
  const summary = (p: BankPaymentDto) => `${translate(`club.bankCheck.source_${p.source}`)} · ${formatBankAmount(p.amount_satang, locale)} · ${dates.dateTime(p.paid_at)} · ${p.trans_ref}`;
  return (
    <Stack spacing={1} data-testid="bank-payments">
      {shown.map((p) => (
        <Box key={p.id} data-testid="bank-payment">
          <Typography variant="body2">{summary(p)}</Typography>
          {p.findings.map((f) => (
            <Alert key={f.code} severity="warning" sx={{ py: 0, mt: 0.5 }} data-finding={f.code}>{findingText(f)}</Alert>
          ))}
          {paidTwice(p) && <RefundOwed payment={p} summary={summary(p)} />}
        </Box>
      ))}
    </Stack>
  );
}
