import EventIcon from '@mui/icons-material/Event';
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import {
  BooleanInput, Create, Edit, FunctionField, TopToolbar, NumberInput, ReferenceInput, SaveButton, SearchInput, SelectInput, SimpleForm, TextInput, Toolbar,
  minValue, required, useGetList, usePermissions, useRecordContext, useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CatalogueList } from '../../components/CatalogueList';
import { MATCH_STATUSES, type AdminBankAccountDto, type AdminMatchDto } from '@club/core';
import { Bilingual, Section, useBaht, useLocalized } from '../../components/catalogueFields';
import { fromBangkokInput, toBangkokInput } from '../../dates';
import { FeedFixturePicker } from './FeedFixturePicker';
import { FeedMovedChip, FeedMovedNotice, RecordFeedDateAlert } from './FeedDateWarning';
import { useFixtureText, useKickOffText } from '../../components/matchText';
import { MatchZonesSection } from '../../components/zones/MatchZonesSection';
import { GateReportButton, gateReportPath } from '../../components/GateReportLink';
import { ControlRoomButton, SALE_DEFAULTS, SaleCell, SaleFields, onSalePath, saleTransform, useSaleText } from './SaleFields';

function useSeatsText() {
  const translate = useTranslate();
  return (r: AdminMatchDto) => (r.unlimited_tickets ? translate('club.ticketing.unlimited') : translate('club.ticketing.seatsLeft', { count: r.available_tickets.toLocaleString(translate('club.catalogue.dateLocale')) }));
}

const STATUS_COLOURS: Record<AdminMatchDto['status'], ChipProps['color']> = { scheduled: 'success', postponed: 'warning', cancelled: 'error', finished: 'default' };

function MatchStatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`club.matchStatus.${record.status}`)} />;
}

function PromotingChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  return record?.promoting ? <Chip size="small" color="primary" variant="outlined" label={translate('club.ticketing.onLanding')} /> : null;
}

function useStatusChoices() {
  const translate = useTranslate();
  return MATCH_STATUSES.map((id) => ({ id, name: translate(`club.matchStatus.${id}`) }));
}

function StatusFilter({ source }: { source: string; alwaysOn?: boolean }) {
  return <SelectInput source={source} choices={useStatusChoices()} />;
}

function PromotingFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput source={source} choices={[{ id: 'true', name: translate('club.ticketing.onLanding') }, { id: 'false', name: translate('club.ticketing.notOnLanding') }]} />;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <StatusFilter key="status" source="status" alwaysOn />, <PromotingFilter key="promoting" source="promoting" />];

function MatchList() {
  const kickOff = useKickOffText();
  const fixture = useFixtureText();
  const seats = useSeatsText();
  const baht = useBaht();
  const localized = useLocalized();
  const translate = useTranslate();
  const sale = useSaleText();
  // A staff member's row opens nothing, so on a phone it carries the link to the control room (an admin's row is itself a link, to the form, which has it).
  const { permissions } = usePermissions();
  return (
    <>
      <FeedMovedNotice />
      <CatalogueList<AdminMatchDto>
        filters={filters} sort={{ field: 'match_date', order: 'DESC' }}
        phone={{
          primaryText: (r) => fixture(r),
          // Two lines under the fixture (a long fixture leaves no room for text at the right): when and where, then the sale.
          secondaryText: (r) => (
            <>
              {kickOff(r.match_date)} · {localized({ name: r.venue_name, name_th: r.venue_name_th }, 'name')}
              <br />
              {[translate(`club.matchStatus.${r.status}`), baht(r.ticket_price_satang), seats(r), r.promoting ? translate('club.ticketing.onLanding') : null].filter(Boolean).join(' · ')}
              <br />
              {sale(r)}
              {permissions !== 'admin' && r.status !== 'finished' && r.status !== 'cancelled' && (
                <>
                  {' · '}
                  <Link to={onSalePath(r.id)}>{translate('club.onSale.controlRoom')}</Link>
                </>
              )}
              {permissions !== 'admin' && r.status !== 'cancelled' && (
                <>
                  {' · '}
                  <Link to={gateReportPath(r.id)}>{translate('club.gateReport.open')}</Link>
                </>
              )}
              {r.feed_match_date && (
                <>
                  <br />
                  <Box component="span" sx={{ color: 'warning.dark', fontWeight: 500 }}>{translate('club.ticketing.feedMovedShort', { date: kickOff(r.feed_match_date) })}</Box>
                </>
              )}
            </>
          ),
        }}
      >
        <FunctionField<AdminMatchDto> source="match_date" render={(r) => kickOff(r.match_date)} />
        <FunctionField<AdminMatchDto> source="home_team_name" label="resources.matches.fields.fixture" render={fixture} />
        <FunctionField<AdminMatchDto> source="venue_name" render={(r) => localized({ name: r.venue_name, name_th: r.venue_name_th }, 'name')} />
        <FunctionField<AdminMatchDto> source="ticket_price" textAlign="right" render={(r) => baht(r.ticket_price_satang)} />
        <FunctionField<AdminMatchDto> source="available_tickets" textAlign="right" render={seats} />
        <FunctionField<AdminMatchDto> source="sale_starts_at" label="resources.matches.fields.sale" render={(r) => <SaleCell record={r} />} />
        <MatchStatusChip source="status" />
        <PromotingChip source="promoting" />
        <FeedMovedChip source="feed_match_date" />
      </CatalogueList>
    </>
  );
}

/**
 * A new match gets its seats; an existing one gets seats added or taken off sale (seats_change),
 * because fans keep buying while the form is open and the API counts from what is left then.
 */
function SeatsInput({ creating }: { creating: boolean }) {
  const unlimited = useWatch({ name: 'unlimited_tickets' }) as boolean | undefined;
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (creating) {
    return (
      <NumberInput
        source="available_tickets" min={0} step={1} validate={[required(), minValue(0)]} disabled={!!unlimited} fullWidth
        helperText={unlimited ? 'club.ticketing.unlimitedHint' : 'club.ticketing.seatsHint'}
        slotProps={{ htmlInput: { 'data-testid': 'match-seats' } }}
      />
    );
  }
  return (
    <NumberInput
      source="seats_change" step={1} defaultValue={0} disabled={!!unlimited} fullWidth
      helperText={unlimited ? 'club.ticketing.unlimitedHint' : translate('club.ticketing.seatsChangeHint', { smart_count: record?.available_tickets ?? 0, count: record?.available_tickets ?? 0 })}
      slotProps={{ htmlInput: { 'data-testid': 'match-seats-change' } }}
    />
  );
}

const bankChoice = (r: AdminBankAccountDto) => `${r.bank_name} · ${r.account_number}`;

/** Fills an empty reference of a new match with the first record found (the home club; the account most matches use). */
function DefaultReference({ source, reference, filter, sort }: { source: string; reference: string; filter?: object; sort: { field: string; order: 'ASC' | 'DESC' } }) {
  const { getValues, setValue } = useFormContext();
  const { data } = useGetList(reference, { pagination: { page: 1, perPage: 1 }, sort, filter });
  const first = data?.[0]?.id;
  useEffect(() => {
    if (first && !getValues(source)) setValue(source, first);
  }, [first, source, getValues, setValue]);
  return null;
}

/**
 * Whether the match sells several zones (its own; for a new one, the chosen stadium's): each then
 * has its own price and places, edited under Zones, and the form's one price and count are not asked.
 */
function useSeveralZones(creating: boolean): boolean {
  const record = useRecordContext<AdminMatchDto>();
  const venueId = useWatch({ name: 'venue_id' }) as string | undefined;
  const { total } = useGetList('zones', { filter: { venue_id: venueId }, pagination: { page: 1, perPage: 1 } }, { enabled: creating && !!venueId });
  return creating ? (total ?? 0) > 1 : (record?.zone_count ?? 0) > 1;
}

function MatchFields({ creating = false }: { creating?: boolean }) {
  const localized = useLocalized();
  const translate = useTranslate();
  const severalZones = useSeveralZones(creating);
  const teamName = (r: { name: string; name_th: string }) => localized(r, 'name');
  return (
    <>
      {creating ? <FeedFixturePicker /> : <><RecordFeedDateAlert /><FeedLink /></>}
      <Section title="club.ticketing.sectionFixture" />
      <Bilingual>
        <ReferenceInput source="home_team_id" reference="teams" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText={teamName} validate={required()} fullWidth data-testid="match-home-team" />
        </ReferenceInput>
        <ReferenceInput source="away_team_id" reference="teams" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText={teamName} emptyText="club.ticketing.tba" fullWidth helperText="club.ticketing.tbaHint" data-testid="match-away-team" />
        </ReferenceInput>
      </Bilingual>
      <Bilingual>
        <TextInput
          source="match_date" type="datetime-local" validate={required()} fullWidth helperText="club.ticketing.bangkokTime"
          format={toBangkokInput} parse={fromBangkokInput} slotProps={{ htmlInput: { 'data-testid': 'match-date' }, inputLabel: { shrink: true } }}
        />
        <ReferenceInput source="venue_id" reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText={teamName} validate={required()} fullWidth data-testid="match-venue" />
        </ReferenceInput>
      </Bilingual>
      <Bilingual>
        <TextInput source="league" validate={required()} fullWidth />
        <TextInput source="league_th" validate={required()} fullWidth />
      </Bilingual>
      <Section title="club.ticketing.sectionTickets" />
      <Bilingual>
        {/* A match of several zones is priced zone by zone, under Zones below. */}
        {severalZones ? <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>{translate(creating ? 'club.matchZones.severalZonesNew' : 'club.matchZones.severalZones')}</Typography> : <NumberInput source="ticket_price" min={0} step={1} validate={[required(), minValue(0)]} fullWidth helperText="club.ticketing.priceHint" slotProps={{ htmlInput: { 'data-testid': 'match-price' } }} />}
        <ReferenceInput source="bank_account_id" reference="bank-accounts" sort={{ field: 'bank_name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText={bankChoice} validate={required()} fullWidth helperText="club.ticketing.bankHint" data-testid="match-bank-account" />
        </ReferenceInput>
      </Bilingual>
      {creating ? (
        <>
          <DefaultReference source="home_team_id" reference="teams" filter={{ is_home_club: true }} sort={{ field: 'name', order: 'ASC' }} />
          <DefaultReference source="bank_account_id" reference="bank-accounts" sort={{ field: 'match_count', order: 'DESC' }} />
        </>
      ) : null}
      {severalZones ? null : (
        <Bilingual>
          <SeatsInput creating={creating} />
          <BooleanInput source="unlimited_tickets" />
        </Bilingual>
      )}
      <Bilingual>
        <NumberInput
          source="tickets_per_fan" min={1} step={1} validate={minValue(1)} fullWidth helperText="club.ticketing.ticketsPerFanHint"
          slotProps={{ htmlInput: { 'data-testid': 'match-tickets-per-fan' } }}
        />
        {null}
      </Bilingual>
      <Bilingual>
        <SelectInput source="status" choices={useStatusChoices()} validate={required()} fullWidth />
        <BooleanInput source="promoting" helperText="club.ticketing.promotingHint" options={{ slotProps: { input: { 'data-testid': 'match-promoting' } as object } }} />
      </Bilingual>
      <SaleFields />
    </>
  );
}

const MatchToolbar = () => (
  <Toolbar>
    <SaveButton data-testid="match-save" />
  </Toolbar>
);

/** Which fixture of the competition feed an existing match sells, if any. */
function FeedLink() {
  const record = useRecordContext<AdminMatchDto>();
  const translate = useTranslate();
  if (!record?.feed_match_id) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="match-feed-link" sx={{ mb: 1 }}>
      {translate('club.ticketing.feedLinked', { id: record.feed_match_id })}
    </Typography>
  );
}

function MatchEdit() {
  return <Edit mutationMode="pessimistic" actions={<TopToolbar><ControlRoomButton /><GateReportButton /></TopToolbar>} transform={saleTransform}><SimpleForm toolbar={<MatchToolbar />}><MatchFields /></SimpleForm><MatchZonesSection /></Edit>;
}

function MatchCreate() {
  return (
    // A stadium of several zones asks no price here: its zones' own are used.
    <Create redirect="list" transform={(data: Record<string, unknown>) => saleTransform({ ...data, ticket_price: data.ticket_price ?? 0 })}>
      <SimpleForm toolbar={<MatchToolbar />} defaultValues={{ away_team_id: null, status: 'scheduled', promoting: false, unlimited_tickets: false, available_tickets: 0, tickets_per_fan: null, feed_match_id: null, ...SALE_DEFAULTS }}>
        <MatchFields creating />
      </SimpleForm>
    </Create>
  );
}

function MatchTitle() {
  const record = useRecordContext<AdminMatchDto>();
  const fixture = useFixtureText();
  return record ? <span>{fixture(record)}</span> : null;
}

export default { icon: EventIcon, list: MatchList, edit: MatchEdit, create: MatchCreate, recordRepresentation: <MatchTitle /> };
