import { Alert, Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceiptBankCheckDto, ReceiptCheckDto } from '@club/core';

/** What a purchase or an order is, as far as its slip is concerned. */
export interface SlipState {
  /** Staff (or the bank) have decided the payment, or it is over: nothing waits on a check any more. */
  decided: boolean;
  receipt: Pick<ReceiptCheckDto, 'status' | 'error'> | null;
  bank: ReceiptBankCheckDto | null | undefined;
  /** Earlier purchases or orders paid with the same file or transfer. */
  duplicates: number;
}

type Verdict = 'checking' | 'asking_bank' | 'unreadable' | 'to_check' | 'bank_confirmed' | 'closed';
const TONES: Record<Verdict, ChipProps['color']> = {
  checking: 'default', asking_bank: 'default', unreadable: 'error', to_check: 'warning', bank_confirmed: 'success', closed: 'default',
};

/**
 * The one reading of a slip's checks that a purchase or an order page (and the queue) shows: one
 * verdict, the hints that ask staff to act, and how loudly findings and reuse are shown. Once the
 * payment is decided nothing asks for staff, and reuse is a fact rather than a warning.
 */
export function slipVerdict(s: SlipState): { verdict: Verdict | null; hints: ('unreadable' | 'duplicates')[]; tone: 'warning' | 'info' } {
  if (!s.receipt) return { verdict: null, hints: [], tone: 'info' };
  if (s.decided) return { verdict: s.bank?.check === 'confirmed' ? 'bank_confirmed' : 'closed', hints: [], tone: 'info' };
  const hints = s.duplicates > 0 ? ['duplicates' as const] : [];
  if (s.receipt.status === 'pending') return { verdict: 'checking', hints, tone: 'warning' };
  if (s.receipt.status === 'unreadable') return { verdict: 'unreadable', hints: ['unreadable', ...hints], tone: 'warning' };
  const bank = s.bank?.check;
  const verdict: Verdict = bank === 'confirmed' ? 'bank_confirmed' : bank === 'checking' ? 'asking_bank' : 'to_check';
  return { verdict, hints, tone: 'warning' };
}

/** The verdict as a chip; an unreadable slip says why. */
export function SlipVerdictChip({ state, testId }: { state: SlipState; testId?: string }) {
  const translate = useTranslate();
  const { verdict } = slipVerdict(state);
  if (!verdict) return null;
  const why = verdict === 'unreadable' && state.receipt?.error ? `: ${translate(`club.orders.checkError_${state.receipt.error}`)}` : '';
  return <Chip size="small" variant="outlined" color={TONES[verdict]} label={translate(`club.slip.${verdict}`) + why} data-testid={testId} data-verdict={verdict} />;
}

/** What staff should do about the slip before deciding; nothing once it is decided. `kind` words it for a purchase or an order. */
export function SlipHints({ state, kind }: { state: SlipState; kind: 'purchases' | 'orders' }) {
  const translate = useTranslate();
  return <>{slipVerdict(state).hints.map((h) => <Alert key={h} severity="warning" sx={{ py: 0 }} data-testid={`slip-hint-${h}`}>{translate(`club.${kind}.${h}Hint`)}</Alert>)}</>;
}
