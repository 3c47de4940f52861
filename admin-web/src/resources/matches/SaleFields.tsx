import type { MouseEvent } from 'react';
import { Alert, Box, Button, Chip, Link as MuiLink, Typography } from '@mui/material';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { BooleanInput, NumberInput, RadioButtonGroupInput, TextInput, maxValue, minValue, required, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { DEFAULT_QUEUE_LEAD_MINUTES, DEFAULT_QUEUE_TURN_MINUTES, type AdminMatchDto } from '@club/core';
import { Bilingual, Section } from '../../components/catalogueFields';
import { fromBangkokInput, toBangkokInput, useDates } from '../../dates';
import { gateReportPath } from '../../components/GateReportLink';
import { useFixtureText } from '../../components/matchText';

/**
 * A match's sale start and its waiting room (issue 31). The API knows a room by its admission:
 * a rate (queue_admit_per_minute) or automatic (queue_auto), neither being no room. The form asks
 * it as staff think of it: a switch for the room, then one choice of admission (a number of fans a
 * minute, or Automatic). queue_room and queue_mode are the form's own; saleTransform turns them
 * into the API's fields.
 */

type SaleForm = { queue_room?: boolean; queue_mode?: 'rate' | 'auto'; queue_admit_per_minute?: number | null; queue_auto?: boolean; queue_opens_at?: string | null } & Record<string, unknown>;

export const hasRoom = (m: Pick<AdminMatchDto, 'queue_admit_per_minute' | 'queue_auto'>) => m.queue_admit_per_minute !== null || m.queue_auto;

/** The form's switch and choice as the API's fields: no room clears the admission and the opening. */
export function saleTransform<T extends SaleForm>(data: T): Omit<T, 'queue_room' | 'queue_mode'> {
  const { queue_room, queue_mode, ...rest } = data;
  const room = !!queue_room;
  const auto = room && queue_mode === 'auto';
  return {
    ...rest,
    queue_auto: auto,
    queue_admit_per_minute: room && !auto ? (rest.queue_admit_per_minute ?? null) : null,
    queue_opens_at: room ? (rest.queue_opens_at || null) : null,
  };
}

/** The new match's values of the section: on sale from creation, no room. */
export const SALE_DEFAULTS = { sale_starts_at: null, queue_opens_at: null, queue_room: false, queue_mode: 'rate', queue_admit_per_minute: null, queue_auto: false, queue_turn_minutes: DEFAULT_QUEUE_TURN_MINUTES };

/** The rate is asked only while the room admits at a rate. */
const rateNeeded = (value: unknown, all: SaleForm) => (all.queue_room && all.queue_mode !== 'auto' && (value === null || value === undefined || value === '') ? 'club.onSale.rateRequired' : undefined);

const dateInput = { format: toBangkokInput, parse: fromBangkokInput, fullWidth: true, type: 'datetime-local' } as const;

export function SaleFields() {
  const translate = useTranslate();
  const dates = useDates();
  const record = useRecordContext<AdminMatchDto>();
  const room = useWatch({ name: 'queue_room' }) as boolean | undefined;
  const mode = useWatch({ name: 'queue_mode' }) as 'rate' | 'auto' | undefined;
  const saleStartsAt = useWatch({ name: 'sale_starts_at' }) as string | null | undefined;
  const defaultOpening = saleStartsAt ? new Date(new Date(saleStartsAt).getTime() - DEFAULT_QUEUE_LEAD_MINUTES * 60_000).toISOString() : null;
  // The sale started with a room (the API's rule, sale_start_fixed): the start, the opening and the switch are shown, not edited.
  const fixed = !!record?.sale_start_fixed;
  // Fans wait in the room (queue_joined): the opening and the switch are shown, not edited; the start may move later.
  const roomKept = fixed || !!record?.queue_joined;
  return (
    <>
      <Section title="club.onSale.section" />
      {fixed ? <Alert severity="info" role="note" sx={{ mb: 2, width: '100%' }} data-testid="match-sale-fixed">{translate('club.onSale.saleFixed')}</Alert> : null}
      {!fixed && roomKept ? <Alert severity="info" role="note" sx={{ mb: 2, width: '100%' }} data-testid="match-room-kept">{translate('club.onSale.roomKept')}</Alert> : null}
      <Bilingual>
        <TextInput
          source="sale_starts_at" {...dateInput} readOnly={fixed} helperText="club.onSale.saleStartsHint"
          slotProps={{ htmlInput: { 'data-testid': 'match-sale-starts' }, inputLabel: { shrink: true } }}
        />
        <BooleanInput
          source="queue_room" readOnly={roomKept} defaultValue={record ? hasRoom(record) : false} helperText="club.onSale.roomHint"
          options={{ slotProps: { input: { 'data-testid': 'match-queue-room' } as object } }}
        />
      </Bilingual>
      {room ? (
        <>
          <Bilingual>
            <TextInput
              source="queue_opens_at" {...dateInput} readOnly={roomKept}
              helperText={defaultOpening ? translate('club.onSale.opensHint', { time: dates.dateTime(defaultOpening) }) : 'club.onSale.opensHintNoSale'}
              slotProps={{ htmlInput: { 'data-testid': 'match-queue-opens' }, inputLabel: { shrink: true } }}
            />
            <NumberInput
              source="queue_turn_minutes" min={1} max={120} step={1} validate={[required(), minValue(1), maxValue(120)]} fullWidth helperText="club.onSale.turnHint"
              slotProps={{ htmlInput: { 'data-testid': 'match-queue-turn' } }}
            />
          </Bilingual>
          {/* One choice of admission: a number of fans a minute, or Automatic; the number is asked beside its option. */}
          <Bilingual>
            <RadioButtonGroupInput
              source="queue_mode" defaultValue={record?.queue_auto ? 'auto' : 'rate'} row={false}
              choices={[{ id: 'rate', name: 'club.onSale.modeRate' }, { id: 'auto', name: 'club.onSale.modeAuto' }]}
              helperText={mode === 'auto' ? 'club.onSale.autoHint' : false}
              data-testid="match-queue-mode"
            />
            {mode === 'auto' ? null : (
              <NumberInput
                source="queue_admit_per_minute" min={1} step={1} validate={[rateNeeded, minValue(1)]} fullWidth helperText="club.onSale.rateHint"
                slotProps={{ htmlInput: { 'data-testid': 'match-queue-rate' } }}
              />
            )}
          </Bilingual>
        </>
      ) : null}
      <SeedHash />
    </>
  );
}

/** The draw's commitment, once published: read-only, whole, and selectable to copy. */
function SeedHash() {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (!record?.queue_seed_hash) return null;
  return (
    <Box sx={{ mt: 1, mb: 2, width: '100%' }} data-testid="match-seed-hash">
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>{translate('resources.matches.fields.queue_seed_hash')}</Typography>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{record.queue_seed_hash}</Typography>
      <Typography variant="caption" color="text.secondary">{translate('club.onSale.seedHashHint')}</Typography>
    </Box>
  );
}

/** The sale of a match in a list: when it starts and whether it has a room. */
export function useSaleText() {
  const translate = useTranslate();
  const dates = useDates();
  return (r: AdminMatchDto) => [
    r.sale_starts_at ? translate('club.onSale.saleAt', { date: dates.dateTime(r.sale_starts_at) }) : translate('club.onSale.saleAnyTime'),
    hasRoom(r) ? translate('club.onSale.roomChip') : null,
  ].filter(Boolean).join(' · ');
}

export const onSalePath = (id: string) => `/matches/${id}/on-sale`;

/** The list's cell: sale start, a chip for the room, and the links to the control room and the gate report (a click on one does not open the row). */
export function SaleCell({ record }: { record: AdminMatchDto }) {
  const translate = useTranslate();
  const dates = useDates();
  const fixture = useFixtureText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <span>{record.sale_starts_at ? dates.dateTime(record.sale_starts_at) : translate('club.onSale.saleNoStart')}</span>
      {hasRoom(record) ? <Chip size="small" variant="outlined" color="primary" label={translate('club.onSale.roomChip')} /> : null}
      {record.status === 'finished' || record.status === 'cancelled' ? null : <MuiLink
        component={Link} sx={{ whiteSpace: 'nowrap' }} to={onSalePath(record.id)} onClick={(e: MouseEvent) => e.stopPropagation()}
        aria-label={translate('club.onSale.controlRoomOf', { match: fixture(record) })}
        data-testid="match-control-room-link"
      >
        {translate('club.onSale.controlRoom')}
      </MuiLink>}
      {record.status === 'cancelled' ? null : <MuiLink
        component={Link} sx={{ whiteSpace: 'nowrap' }} to={gateReportPath(record.id)} onClick={(e: MouseEvent) => e.stopPropagation()}
        aria-label={translate('club.gateReport.openOf', { match: fixture(record) })}
        data-testid="match-gate-report-link"
      >
        {translate('club.gateReport.open')}
      </MuiLink>}
    </Box>
  );
}

/** The edit page's button to the match's control room. */
export function ControlRoomButton() {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={onSalePath(record.id)} startIcon={<MonitorHeartIcon />} size="small" data-testid="match-control-room">
      {translate('club.onSale.controlRoom')}
    </Button>
  );
}
