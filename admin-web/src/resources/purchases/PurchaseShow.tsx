import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Divider, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { VERIFICATION_HOURS, type PurchaseSeasonDto, type StaffPurchaseDto } from '@club/core';
import { BankCheck, BankPayments } from '../../components/BankCheck';
import { Facts } from '../../components/Facts';
import { ReceiptImage } from '../../components/ReceiptImage';
import { useDates, useNow } from '../../dates';
import { DecisionButtons } from './DecisionButtons';
import { SlipHints, slipVerdict } from '../../components/SlipVerdict';
import { PurchaseStatusChip, SlipFlags, purchaseSlipState, useLivePurchaseRefresh, useMatchTitle, useMoney } from './purchaseFields';

const HOUR = 3_600_000;

function Heading({ children }: { children: ReactNode }) {
  return <Typography variant="overline" color="text.secondary" component="h2" sx={{ display: 'block', lineHeight: 1.5, mt: 1.5, mb: 0.5 }}>{children}</Typography>;
}

/**
 * The deadlines staff decide against. A purchase being verified never expires (the fan was told
 * up to 24 hours), so the payment window only says whether the slip came in time; a late slip's
 * seats went back on sale and approving takes them again.
 */
function Deadlines() {
  const record = useRecordContext<StaffPurchaseDto>()!;
  const translate = useTranslate();
  const dates = useDates();
  const now = useNow();
  const ends = Date.parse(record.expiresAt);
  const when = (iso: string) => `${dates.dateTime(iso)} · ${dates.relative(iso, now)}`;
  const rows: [string, ReactNode][] = [[translate('club.purchases.paymentWindow'), <span key="w" data-testid="purchase-window">{when(record.expiresAt)}</span>]];
  let hint: ReactNode = null;
  if (record.status === 'verifying' && record.receiptUploadedAt) {
    const due = new Date(Date.parse(record.receiptUploadedAt) + VERIFICATION_HOURS * HOUR).toISOString();
    const late = Date.parse(due) < now + 2 * HOUR;
    rows.push([translate('club.purchases.answerDue'), (
      <Typography key="d" component="span" variant="body2" color={late ? 'warning.main' : undefined} sx={{ fontWeight: late ? 600 : undefined }} data-testid="purchase-answer-due">{when(due)}</Typography>
    )]);
    hint = Date.parse(record.receiptUploadedAt) > ends
      ? <Alert severity="warning" sx={{ py: 0 }}>{translate('club.purchases.lateSlipHint')}</Alert>
      : <Typography variant="caption" color="text.secondary">{translate('club.purchases.heldHint')}</Typography>;
  }
  return <><Facts rows={rows} labelWidth="minmax(110px, 34%)" />{hint}</>;
}

/** Everything a decision needs, beside the slip: who paid, for what, how much, and what the check found. */
function Details() {
  const record = useRecordContext<StaffPurchaseDto>()!;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dates = useDates();
  const money = useMoney();
  const title = useMatchTitle();
  const field = (name: string) => translate(`resources.purchases.fields.${name}`);
  const m = record.matchDetails;
  // A season pass: what it is, the matches it covers (a ticket each once paid) and its seat.
  const seasonFacts = (p: PurchaseSeasonDto): [string, ReactNode][] => [
    [field('season'), <Link key="s" component={RouterLink} to={`/season-passes/${p.passId}/show`} data-testid="purchase-season">{locale === 'th' ? p.nameTh : p.name}</Link>],
    [field('season.matches'), translate('club.seasons.passMatches', { label: p.seasonLabel, smart_count: p.matches })],
    [field('season.lastMatchDate'), dates.dateTime(p.lastMatchDate)],
    [field('seat'), record.seats?.length ? translate('club.seasons.seat', { row: record.seats[0]!.row, number: record.seats[0]!.number }) : translate('club.seasons.anySeat')],
  ];
  const check = record.receiptCheck;
  const slip = purchaseSlipState(record);
  return (
    <Card data-testid="purchase-details">
      <CardContent sx={{ pb: '16px !important' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} data-testid="purchase-reference">{record.referenceNumber}</Typography>
            <Box sx={{ mt: 0.5 }}><PurchaseStatusChip size="medium" /></Box>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body2" color="text.secondary">{field('totalAmount')}</Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="purchase-amount">{money.bank(record.totalSatang)}</Typography>
            <Typography variant="caption" color="text.secondary">{record.season ? translate('club.seasons.wholeSeason') : translate('club.purchases.ticketsTimes', { smart_count: record.quantity, price: money.baht(Math.round(record.totalSatang / record.quantity)) })}</Typography>
          </Box>
        </Stack>
        {record.status === 'verifying' && <Box sx={{ mt: 1.5 }}><DecisionButtons prominent /></Box>}

        <Heading>{field('buyer')}</Heading>
        <Facts labelWidth="minmax(110px, 34%)" rows={[
          [field('buyer.name'), <span key="n" data-testid="purchase-buyer-name">{record.buyer.name}</span>],
          [field('buyer.email'), <Link key="e" href={`mailto:${record.buyer.email}`} data-testid="purchase-buyer-email">{record.buyer.email}</Link>],
          [field('phone'), <Link key="p" href={`tel:${record.phone}`} data-testid="purchase-buyer-phone">{record.phone}</Link>],
        ]} />

        <Heading>{field(m ? 'match' : 'season')}</Heading>
        <Facts labelWidth="minmax(110px, 34%)" rows={m ? [
          [field('match'), <span key="m" data-testid="purchase-match-title">{title(m)}</span>],
          [field('matchDetails.matchDate'), <span key="k" data-testid="purchase-kick-off">{dates.dateTime(m.matchDate)}</span>],
          [field('venue'), `${locale === 'th' ? m.venue.nameTh : m.venue.name} · ${locale === 'th' ? m.leagueTh : m.league}`],
        ] : seasonFacts(record.season!)} />

        <Heading>{translate('club.purchases.slipCheck')}</Heading>
        <Stack spacing={1}>
          <SlipFlags always />
          <SlipHints state={slip} kind="purchases" />
          <Facts labelWidth="minmax(110px, 34%)" rows={[
            [field('receiptUploadedAt'), <span key="u" data-testid="purchase-uploaded-at">{dates.dateTime(record.receiptUploadedAt)}</span>],
            [field('receiptBankReference'), <span key="r" data-testid="purchase-bank-reference">{record.receiptBankReference ?? '—'}</span>],
            [field('receiptCheck.transactionRef'), check?.transactionRef ?? '—'],
          ]} />
          <BankCheck bank={check?.bank} tone={slipVerdict(slip).tone} />
          <BankPayments payments={record.bankPayments} />
          <Deadlines />
          {record.rejectionReason && (
            <>
              <Divider />
              <Facts labelWidth="minmax(110px, 34%)" rows={[
                [field('rejectionReason'), <span key="r" data-testid="purchase-rejection-reason">{translate(`club.rejectionReasons.${record.rejectionReason}`)}</span>],
                ...(record.rejectionNote ? [[field('rejectionNote'), record.rejectionNote] as [string, string]] : []),
                [field('rejectedAt'), dates.dateTime(record.rejectedAt)],
              ]} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * One screen on a laptop (1280×800): the facts and the decision on the left, the slip as large as
 * the window allows on the right. Phones read the facts, then the slip.
 */
function PurchaseShowLayout() {
  const record = useRecordContext<StaffPurchaseDto>();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  useLivePurchaseRefresh();
  if (!record) return null;
  const slip = (
    <Card data-testid="purchase-slip" sx={{ position: { md: 'sticky' }, top: { md: 64 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', p: 1 }}>
        <ReceiptImage maxHeight={wide ? 'calc(100vh - 150px)' : 480} />
      </Box>
    </Card>
  );
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' } }} data-testid="purchase-show">
      <Details />
      {slip}
    </Box>
  );
}

function PurchaseTitle() {
  const record = useRecordContext<StaffPurchaseDto>();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  return <span>{small ? record.referenceNumber : `${translate('resources.purchases.name', { smart_count: 1 })} ${record.referenceNumber}`}</span>;
}

export function PurchaseShow() {
  return (
    <Show actions={false} component="div" title={<PurchaseTitle />}>
      <PurchaseShowLayout />
    </Show>
  );
}
