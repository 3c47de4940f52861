import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { formatBankAmount, STATEMENT_LINES_OPEN, STATEMENT_LINES_PAID, type StatementCandidateDto, type StatementLineDto, type StatementLineStatus } from '@club/core';
import { useFindingText } from '../../components/BankCheck';
import { Facts } from '../../components/Facts';
import { StaffName } from '../../components/RecordNames';
import { useDates } from '../../dates';
import { LineDecisions, ThisOneButton, type AfterChange } from './LineActions';

/** The statuses of a line that paid for something. */

export const STATUS_COLORS: Record<StatementLineStatus, ChipProps['color']> = {
  confirmed: 'success', already_paid: 'info', ambiguous: 'warning', unmatched: 'warning', flagged: 'error', assigned: 'success', dismissed: 'default',
};

/** The console page of what a line pays for, or may. */
const pageOf = (target: { kind: 'purchase' | 'order'; id: string }) => `/${target.kind === 'purchase' ? 'purchases' : 'orders'}/${target.id}/show`;

/** The id of a line's heading: its card's name, the description of its buttons, where focus lands after a decision. */
export const lineHeadingId = (lineId: string) => `statement-line-${lineId}`;

function Heading({ children }: { children: ReactNode }) {
  return <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', lineHeight: 1.5, mb: 0.5 }}>{children}</Typography>;
}

/** A purchase or order the line may pay for: its reference (a link), buyer, amount, when it was made and why it is a candidate. */
function Candidate({ line, candidate, choosable, afterChange }: { line: StatementLineDto; candidate: StatementCandidateDto; choosable: boolean; afterChange: AfterChange }) {
  const translate = useTranslate();
  const dates = useDates();
  const [locale] = useLocaleState();
  const differs = candidate.amount_satang !== line.amount_satang;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', py: 1, borderTop: 1, borderColor: 'divider' }} data-testid="statement-candidate" data-reference={candidate.reference}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={pageOf(candidate)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{candidate.reference}</Link>
          <Chip size="small" variant="outlined" label={translate(`club.statements.reason_${candidate.reason}`)} />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {candidate.buyer} ·{' '}
          <Box component="span" sx={differs ? { color: 'error.main', fontWeight: 600 } : undefined}>{formatBankAmount(candidate.amount_satang, locale)}</Box>
        </Typography>
        <Typography variant="caption" color="text.secondary">{translate('club.statements.candidateMade', { time: dates.dateTime(candidate.created_at) })}</Typography>
      </Box>
      {choosable && <ThisOneButton line={line} candidate={candidate} afterChange={afterChange} />}
    </Box>
  );
}

/**
 * One credit line of a statement: how much came in and when, what the bank wrote about it (payer,
 * description, reference), where it stands and what it paid for; while it waits for staff, why
 * (the checks' findings in words), what it could pay for, and the decisions. On a phone everything stacks;
 * wider, the facts sit beside the findings, candidates and decisions.
 */
export function LineCard({ line, afterChange }: { line: StatementLineDto; afterChange: AfterChange }) {
  const translate = useTranslate();
  const dates = useDates();
  const [locale] = useLocaleState();
  const findingText = useFindingText('club.statements');
  const waiting = STATEMENT_LINES_OPEN.includes(line.status);
  const amount = formatBankAmount(line.amount_satang, locale);
  const when = dates.dateTime(line.booked_at);
  const headingId = lineHeadingId(line.id);
  const field = (name: string) => translate(`resources.statement-lines.fields.${name}`);
  // What the bank wrote, where it wrote it: a column the file did not have takes no room on a phone.
  const facts: [string, ReactNode][] = ([['payer', line.payer], ['description', line.description], ['reference', line.reference]] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => [field(name), value]);
  // A flagged line names what it may pay for, but has paid for nothing: that is among its candidates.
  if (line.paid_for && STATEMENT_LINES_PAID.includes(line.status)) facts.push([field('paid_for'), <Link key="p" to={pageOf(line.paid_for)} data-testid="statement-line-paid-for">{line.paid_for.reference}</Link>]);
  if (line.decided_at) facts.push([field('decided_by'), <span key="d"><StaffName id={line.decided_by} /> · {dates.dateTime(line.decided_at)}</span>]);
  if (line.note) facts.push([field('note'), line.note]);

  return (
    <Card component="article" aria-labelledby={headingId} data-testid="statement-line" data-status={line.status} data-line-id={line.id} data-amount={line.amount_satang}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          {/* Focus lands here after a decision on the line before it. */}
          <Typography id={headingId} component="h2" tabIndex={-1} sx={{ outlineOffset: 2 }}>
            <Box component="span" sx={{ typography: 'h6', fontWeight: 600, display: 'block' }} data-testid="statement-line-amount">{amount}</Box>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>{when}</Box>
          </Typography>
          <Box sx={{ textAlign: 'right' }}>
            <Chip size="small" color={STATUS_COLORS[line.status]} label={translate(`club.statements.status_${line.status}`)} data-testid="statement-line-status" />
          </Box>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }}>
          {facts.length > 0 ? <Facts rows={facts} labelWidth="minmax(100px, 32%)" /> : <span />}
          <Stack spacing={1.5} sx={{ '&:empty': { display: 'none' } }}>
            {waiting && <Typography variant="body2" color="text.secondary">{translate(`club.statements.why_${line.status}`)}</Typography>}
            {line.findings.map((f) => (
              <Alert key={f.code} severity="warning" sx={{ py: 0 }} data-finding={f.code} data-testid="statement-line-finding">{findingText(f)}</Alert>
            ))}
            {waiting && line.candidates.length > 0 && (
              <Box>
                <Heading>{translate('club.statements.candidates')}</Heading>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {line.candidates.map((c) => (
                    <Candidate key={`${c.kind}-${c.id}`} line={line} candidate={c} choosable={line.status === 'ambiguous'} afterChange={afterChange} />
                  ))}
                </Box>
              </Box>
            )}
            {waiting && <LineDecisions line={line} summary={[amount, when, line.payer].filter(Boolean).join(' · ')} describedBy={headingId} afterChange={afterChange} />}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
