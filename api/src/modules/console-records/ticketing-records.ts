import { and, count, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ERROR_CODES, MATCH_STATUSES, atField, bahtToSatang, bankAccountInputSchema, fieldDigits, fieldRequired, fieldNegative, fieldNotPositive, fieldOneOf, matchHasPurchases, matchInputSchema,
  matchesPaidIntoAccount, matchesPlayedAtVenue, msg, msgWith, oneOfWords, satangToBaht, teamInputSchema, teamPlaysInMatches, venueInputSchema,
  type AdminBankAccountDto, type AdminMatchDto, type AdminTeamDto, type AdminVenueDto, type Localized,
} from '@club/core';
import { addGeneralAdmission, audit, dismissFeedKickOff, latestFeedMatches, matchFigures, reconcileFeedKickOffs, reviseMatchZone, schema, sellVenueZones, type Db, type Tx } from '@club/db';
import { Conflict, HttpError, Invalid } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { containing, iso } from './persistence.js';
import { define, getRecord, type AnyResource } from './records.js';

const { teams, venues, bankAccounts, matches, matchZones, purchases } = schema;

const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const LOGO_PREFIX = '/uploads/team-logos/';
/** The column keeps the file name (as the seed and the public match list expect); the API speaks URLs. */
const logoUrl = (file: string | null) => (file ? `${LOGO_PREFIX}${file}` : null);
const logoFile = (url: string | null) => (url ? url.slice(LOGO_PREFIX.length) : null);

// Sub-queries spell their tables out: drizzle leaves the columns of a one-table select unqualified.
const matchesOfTeam = sql<number>`(select count(*)::int from matches m where m.home_team_id = teams.id or m.away_team_id = teams.id)`;

const teamsResource = define({
  path: 'teams',
  entity: 'team',
  notFound: 'catalogue.team_not_found',
  table: teams,
  inputSchema: teamInputSchema,
  extra: { match_count: matchesOfTeam },
  toDto: (t, extra): AdminTeamDto => ({
    id: t.id,
    name: t.name,
    name_th: t.nameTh,
    logo: logoUrl(t.logo),
    is_home_club: t.isHomeClub,
    match_count: extra.match_count,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }),
  toColumns: (i) => ({ name: i.name, nameTh: i.name_th, logo: logoFile(i.logo), isHomeClub: i.is_home_club }),
  search: [teams.name, teams.nameTh],
  filters: (f) => [f.is_home_club === undefined ? undefined : eq(teams.isHomeClub, parse(booleanFilter, f.is_home_club))],
  sortable: { name: teams.name, name_th: teams.nameTh, is_home_club: teams.isHomeClub, match_count: matchesOfTeam, created_at: teams.createdAt },
  defaultSort: 'name',
  constraints: () => ({
    // Two admins making two teams the home club at the same moment.
    unique: { teams_one_home_club: { path: 'is_home_club', message: 'team.home_club_race' } },
    inUse: {
      matches_home_team_id_teams_id_fk: 'team.plays_in_matches',
      matches_away_team_id_teams_id_fk: 'team.plays_in_matches',
    },
  }),
  // Exactly one team is the club: making another team the home club moves the mark, and the
  // mark cannot simply be taken off (the fan site would have no club).
  async beforeWrite(tx, { actorId, input, id, before }) {
    if (before?.is_home_club && !input.is_home_club) {
      throw new Conflict('team.is_home_club', [{ path: 'is_home_club', message: 'team.always_one_home_club' }]);
    }
    if (!input.is_home_club || before?.is_home_club) return;
    const moved = await tx.update(teams).set({ isHomeClub: false, updatedAt: sql`now()` })
      .where(and(eq(teams.isHomeClub, true), id ? ne(teams.id, id) : undefined)).returning({ id: teams.id });
    for (const t of moved) await audit(tx, { actorId, action: 'team.updated', entityType: 'team', entityId: t.id, changes: { is_home_club: [true, false], reason: 'another team became the home club' } });
  },
  async refuseDelete(tx, id) {
    const [team] = await tx.select({ home: teams.isHomeClub }).from(teams).where(eq(teams.id, id));
    if (team?.home) return 'team.home_club_delete';
    const [used] = await tx.select({ n: count() }).from(matches).where(or(eq(matches.homeTeamId, id), eq(matches.awayTeamId, id)));
    const n = used?.n ?? 0;
    return n ? teamPlaysInMatches(n) : null;
  },
  hasUpdatedAt: true,
});

const matchesAtVenue = sql<number>`(select count(*)::int from matches m where m.venue_id = venues.id)`;

const venuesResource = define({
  path: 'venues',
  entity: 'venue',
  notFound: 'catalogue.venue_not_found',
  table: venues,
  inputSchema: venueInputSchema,
  extra: { match_count: matchesAtVenue },
  toDto: (v, extra): AdminVenueDto => ({
    id: v.id,
    name: v.name,
    name_th: v.nameTh,
    address: v.address,
    address_th: v.addressTh,
    capacity: v.capacity,
    latitude: v.latitude,
    longitude: v.longitude,
    match_count: extra.match_count,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  }),
  toColumns: (i) => ({ name: i.name, nameTh: i.name_th, address: i.address, addressTh: i.address_th, capacity: i.capacity, latitude: i.latitude ?? null, longitude: i.longitude ?? null }),
  // A new stadium sells all its places as one zone until staff divide it.
  async afterWrite(tx, { id, input, before }) {
    if (!before) await addGeneralAdmission(tx, { id, capacity: input.capacity });
  },
  search: [venues.name, venues.nameTh, venues.address, venues.addressTh],
  sortable: { name: venues.name, name_th: venues.nameTh, capacity: venues.capacity, match_count: matchesAtVenue, created_at: venues.createdAt },
  defaultSort: 'name',
  constraints: () => ({
    invalid: {
      venues_capacity_check: { path: 'capacity', message: fieldNotPositive('field.capacity') },
      venues_location_check: { path: 'longitude', message: fieldRequired('field.longitude') },
    },
    inUse: {
      matches_venue_id_venues_id_fk: 'venue.used_by_matches',
      pickup_locations_venue_id_venues_id_fk: 'venue.used_by_pickup',
      shipping_methods_venue_id_venues_id_fk: 'venue.used_by_pickup',
    },
  }),
  async refuseDelete(tx, id) {
    const [used] = await tx.select({ n: count() }).from(matches).where(eq(matches.venueId, id));
    const n = used?.n ?? 0;
    return n ? matchesPlayedAtVenue(n) : null;
  },
  hasUpdatedAt: true,
});

const matchesPaidInto = sql<number>`(select count(*)::int from matches m where m.bank_account_id = bank_accounts.id)`;

const bankAccountsResource = define({
  path: 'bank-accounts',
  entity: 'bank_account',
  notFound: 'catalogue.bank_account_not_found',
  table: bankAccounts,
  inputSchema: bankAccountInputSchema,
  extra: { match_count: matchesPaidInto },
  toDto: (b, extra): AdminBankAccountDto => ({
    id: b.id,
    bank_name: b.bankName,
    bank_name_th: b.bankNameTh,
    account_number: b.accountNumber,
    account_name: b.accountName,
    account_holder_name: b.accountHolderName,
    account_holder_name_th: b.accountHolderNameTh,
    account_holder_position: b.accountHolderPosition,
    account_holder_position_th: b.accountHolderPositionTh,
    promptpay_id: b.promptpayId,
    biller_id: b.billerId,
    for_merchandise: b.forMerchandise,
    match_count: extra.match_count,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  }),
  toColumns: (i) => ({
    bankName: i.bank_name, bankNameTh: i.bank_name_th, accountNumber: i.account_number, accountName: i.account_name,
    accountHolderName: i.account_holder_name, accountHolderNameTh: i.account_holder_name_th, accountHolderPosition: i.account_holder_position, accountHolderPositionTh: i.account_holder_position_th, promptpayId: i.promptpay_id, billerId: i.biller_id, forMerchandise: i.for_merchandise,
  }),
  search: [bankAccounts.bankName, bankAccounts.bankNameTh, bankAccounts.accountName, bankAccounts.accountNumber, bankAccounts.promptpayId],
  filters: (f) => [f.for_merchandise === undefined ? undefined : eq(bankAccounts.forMerchandise, parse(booleanFilter, f.for_merchandise))],
  sortable: {
    bank_name: bankAccounts.bankName, bank_name_th: bankAccounts.bankNameTh, account_name: bankAccounts.accountName, account_number: bankAccounts.accountNumber,
    for_merchandise: bankAccounts.forMerchandise, match_count: matchesPaidInto, created_at: bankAccounts.createdAt,
  },
  defaultSort: 'bank_name',
  constraints: () => ({
    unique: { bank_accounts_one_merchandise: { path: 'for_merchandise', message: 'bank.one_store_account' } },
    invalid: { bank_accounts_promptpay_check: { path: 'promptpay_id', message: fieldDigits('field.promptpay_id', 10, 15) } },
    inUse: { matches_bank_account_id_bank_accounts_id_fk: 'bank.used_by_matches' },
  }),
  async refuseDelete(tx, id) {
    const [account] = await tx.select({ store: bankAccounts.forMerchandise }).from(bankAccounts).where(eq(bankAccounts.id, id));
    if (account?.store) return 'bank.store_account_delete';
    const [used] = await tx.select({ n: count() }).from(matches).where(eq(matches.bankAccountId, id));
    const n = used?.n ?? 0;
    return n ? matchesPaidIntoAccount(n) : null;
  },
  hasUpdatedAt: true,
});

const matchExtra = {
  home_team_name: sql<string>`(select t.name from teams t where t.id = matches.home_team_id)`,
  home_team_name_th: sql<string>`(select t.name_th from teams t where t.id = matches.home_team_id)`,
  away_team_name: sql<string | null>`(select t.name from teams t where t.id = matches.away_team_id)`,
  away_team_name_th: sql<string | null>`(select t.name_th from teams t where t.id = matches.away_team_id)`,
  venue_name: sql<string>`(select v.name from venues v where v.id = matches.venue_id)`,
  venue_name_th: sql<string>`(select v.name_th from venues v where v.id = matches.venue_id)`,
  purchase_count: sql<number>`(select count(*)::int from purchases p where p.match_id = matches.id)`,
  // Across the zones it sells: the lowest price, the places left, whether any is unlimited, and how many zones.
  ticket_price_satang: matchFigures.lowestPriceSatang,
  available_tickets: matchFigures.available,
  unlimited_tickets: matchFigures.unlimited,
  zone_count: sql<number>`(select count(*)::int from match_zones z where z.match_id = matches.id)`,
  // The sale has started with a waiting room, or starts within a minute (by the database's clock),
  // or its pre-queue was drawn. The minute keeps a move away from the moment the worker freezes and
  // draws the pre-queue (by its own clock, and a join's by Redis's): a start moved as the draw is
  // made would leave fans drawn for a start that is no longer the sale's.
  sale_start_fixed: sql<boolean>`((matches.queue_opens_at is not null and matches.sale_starts_at <= statement_timestamp() + interval '1 minute')
    or exists (select 1 from queue_entries e where e.match_id = matches.id and e.position is not null))`,
  queue_joined: sql<boolean>`exists (select 1 from queue_entries e where e.match_id = matches.id)`,
};

const matchStatus = z.enum(MATCH_STATUSES, { error: msgWith(oneOfWords('status', MATCH_STATUSES)) });
const matchFilter = z.object({
  status: z.union([matchStatus, z.array(matchStatus)]).optional(),
  promoting: booleanFilter.optional(),
  team_id: z.uuid(msg('filter.team_id')).optional(),
  venue_id: z.uuid(msg('filter.venue_id')).optional(),
  match_date_gte: z.coerce.date({ error: msg('filter.match_date_gte') }).optional(),
  match_date_lte: z.coerce.date({ error: msg('filter.match_date_lte') }).optional(),
  /** true: the matches whose fixture the competition feed moved (a kick-off for staff to apply or dismiss). */
  feed_moved: booleanFilter.optional(),
  q: z.string().optional(),
});

const FIXTURE_NOT_IN_FEED: Localized = {
  en: 'This fixture is not in the latest competition data: reload the fixtures and choose again',
  th: 'ไม่พบนัดนี้ในข้อมูลการแข่งขันล่าสุด กรุณาโหลดรายการนัดใหม่แล้วเลือกอีกครั้ง',
};
const FIXTURE_ALREADY_ON_SALE: Localized = {
  en: 'Tickets for this fixture are already on sale as another match: edit that match instead',
  th: 'นัดนี้เปิดขายตั๋วเป็นอีกรายการหนึ่งอยู่แล้ว กรุณาแก้ไขรายการนั้นแทน',
};

/** A match may sell a fixture of the latest feed copy that no other match sells (the unique index has the last word). */
async function refuseFeedLink(tx: Tx, feedMatchId: string, matchId: string | null): Promise<void> {
  if (!(await latestFeedMatches(tx)).some((m) => m.id === feedMatchId)) throw new Invalid(FIXTURE_NOT_IN_FEED);
  const [other] = await tx.select({ id: matches.id }).from(matches)
    .where(and(eq(matches.feedMatchId, feedMatchId), matchId ? ne(matches.id, matchId) : undefined));
  if (other) throw new Conflict(FIXTURE_ALREADY_ON_SALE);
}

const sameTime = (stored: string | null, given: Date | null) => (stored === null ? given === null : given?.getTime() === new Date(stored).getTime());

/**
 * A match's sale start and its waiting room's opening, as an edit may move them. Once the sale has
 * started with a room (sale_start_fixed) neither moves and the room stays on (turning it off clears
 * its opening): fans hold places drawn at that start, from a seed whose hash was published at that
 * opening. Before it, once fans have joined the room (queue_joined), its opening stays and the
 * room stays on, or they would lose the places they wait in; its sale start moves only to a time
 * still ahead: one already past would draw the pre-queue at once. The same values saved again (the console sends the whole form) pass;
 * the admission and the turn's length stay live controls. `before` is read under the update's row
 * lock, so of two admins saving at once the second is judged on what the first saved.
 */
function refuseMovingTheSale(input: z.infer<typeof matchInputSchema>, before: AdminMatchDto): void {
  const moved = [
    sameTime(before.sale_starts_at, input.sale_starts_at) ? null : 'sale_starts_at',
    sameTime(before.queue_opens_at, input.queue_opens_at) ? null : 'queue_opens_at',
  ].filter((path) => path !== null);
  if (before.sale_start_fixed && moved.length) {
    throw new HttpError(409, ERROR_CODES.SALE_START_FIXED, 'match.sale_start_fixed', moved.map((path) => ({ path, message: 'match.sale_start_fixed' })));
  }
  if (before.queue_joined && moved.includes('queue_opens_at')) {
    throw new HttpError(409, ERROR_CODES.ROOM_HAS_FANS, 'match.room_has_fans', [{ path: 'queue_opens_at', message: 'match.room_has_fans' }]);
  }
  if (input.queue_opens_at && input.sale_starts_at && moved.includes('sale_starts_at') && input.sale_starts_at <= new Date()) {
    throw new Invalid(atField('sale_starts_at', 'match.room_sale_start_past'), [{ path: 'sale_starts_at', message: 'match.room_sale_start_past' }]);
  }
}

const seatsChange = z.object({ seats_change: z.coerce.number().int(msg('match.seats_change_whole')).default(0) });

const matchesResource = define({
  path: 'matches',
  entity: 'match',
  notFound: 'match.not_found',
  table: matches,
  inputSchema: matchInputSchema,
  extra: matchExtra,
  toDto: (m, x): AdminMatchDto => ({
    id: m.id,
    home_team_id: m.homeTeamId,
    home_team_name: x.home_team_name,
    home_team_name_th: x.home_team_name_th,
    away_team_id: m.awayTeamId,
    away_team_name: x.away_team_name,
    away_team_name_th: x.away_team_name_th,
    venue_id: m.venueId,
    venue_name: x.venue_name,
    venue_name_th: x.venue_name_th,
    bank_account_id: m.bankAccountId,
    match_date: m.matchDate.toISOString(),
    league: m.league,
    league_th: m.leagueTh,
    ticket_price: satangToBaht(x.ticket_price_satang),
    ticket_price_satang: x.ticket_price_satang,
    available_tickets: x.available_tickets,
    unlimited_tickets: x.unlimited_tickets,
    zone_count: x.zone_count,
    tickets_per_fan: m.ticketsPerFan,
    sale_starts_at: iso(m.saleStartsAt),
    queue_opens_at: iso(m.queueOpensAt),
    queue_admit_per_minute: m.queueAdmitPerMinute,
    queue_auto: m.queueAuto,
    queue_turn_minutes: m.queueTurnMinutes,
    queue_seed_hash: m.queueSeedHash,
    sale_start_fixed: x.sale_start_fixed,
    queue_joined: x.queue_joined,
    promoting: m.promoting,
    status: m.status,
    purchase_count: x.purchase_count,
    feed_match_id: m.feedMatchId,
    feed_match_date: iso(m.feedMatchDate),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  }),
  // Fans buy seats while an admin has the form open: an edit adds or removes seats (seats_change)
  // to what is left now, and the form's own copy of available_tickets is ignored.
  reviseUpdate: ({ available_tickets: _stale, seats_change, ...body }, before) => {
    const change = parse(seatsChange, { seats_change });
    return { ...body, available_tickets: before.available_tickets + change.seats_change };
  },
  toColumns: (i) => ({
    homeTeamId: i.home_team_id, awayTeamId: i.away_team_id, venueId: i.venue_id, bankAccountId: i.bank_account_id, matchDate: i.match_date,
    league: i.league, leagueTh: i.league_th, ticketsPerFan: i.tickets_per_fan, promoting: i.promoting,
    saleStartsAt: i.sale_starts_at, queueOpensAt: i.queue_opens_at, queueAdmitPerMinute: i.queue_admit_per_minute, queueAuto: i.queue_auto, queueTurnMinutes: i.queue_turn_minutes, status: i.status, feedMatchId: i.feed_match_id,
  }),
  // q is matched below: the league, or either team's name in either language.
  search: [],
  filters: (raw) => {
    const f = parse(matchFilter, raw);
    const text = f.q?.trim();
    const teamNamed = text
      ? sql`exists (select 1 from teams t where t.id in (matches.home_team_id, matches.away_team_id) and (t.name ilike ${containing(text)} or t.name_th ilike ${containing(text)}))`
      : undefined;
    return [
      text ? or(sql`${matches.league} ilike ${containing(text)}`, sql`${matches.leagueTh} ilike ${containing(text)}`, teamNamed) : undefined,
      f.status === undefined ? undefined : inArray(matches.status, Array.isArray(f.status) ? f.status : [f.status]),
      f.promoting === undefined ? undefined : eq(matches.promoting, f.promoting),
      f.team_id ? or(eq(matches.homeTeamId, f.team_id), eq(matches.awayTeamId, f.team_id)) : undefined,
      f.venue_id ? eq(matches.venueId, f.venue_id) : undefined,
      f.match_date_gte ? gte(matches.matchDate, f.match_date_gte) : undefined,
      f.match_date_lte ? lte(matches.matchDate, f.match_date_lte) : undefined,
      f.feed_moved === undefined ? undefined : f.feed_moved ? isNotNull(matches.feedMatchDate) : isNull(matches.feedMatchDate),
    ];
  },
  sortable: {
    match_date: matches.matchDate, league: matches.league, ticket_price: matchExtra.ticket_price_satang, ticket_price_satang: matchExtra.ticket_price_satang,
    available_tickets: matchExtra.available_tickets, promoting: matches.promoting, status: matches.status,
    home_team_id: matchExtra.home_team_name, home_team_name: matchExtra.home_team_name, away_team_id: matchExtra.away_team_name, away_team_name: matchExtra.away_team_name,
    venue_id: matchExtra.venue_name, venue_name: matchExtra.venue_name, purchase_count: matchExtra.purchase_count, created_at: matches.createdAt,
    feed_match_date: matches.feedMatchDate,
  },
  defaultSort: 'match_date',
  constraints: () => ({
    invalid: {
      matches_home_team_id_teams_id_fk: { path: 'home_team_id', message: 'catalogue.home_team_not_found' },
      matches_away_team_id_teams_id_fk: { path: 'away_team_id', message: 'catalogue.away_team_not_found' },
      matches_venue_id_venues_id_fk: { path: 'venue_id', message: 'catalogue.venue_not_found' },
      matches_bank_account_id_bank_accounts_id_fk: { path: 'bank_account_id', message: 'catalogue.bank_account_not_found' },
      match_zones_price_check: { path: 'ticket_price', message: fieldNegative('field.ticket_price') },
      match_zone_shards_available_check: { path: 'available_tickets', message: 'match.seats_below_zero' },
      matches_status_check: { path: 'status', message: fieldOneOf('field.status', MATCH_STATUSES) },
      matches_teams_differ: { path: 'away_team_id', message: 'match.teams_differ' },
    },
    // Two admins selling the same fixture at the same moment.
    unique: { matches_feed_match_id: { path: 'feed_match_id', message: FIXTURE_ALREADY_ON_SALE } },
    // A purchase made between the check below and the delete.
    inUse: { purchases_match_id_matches_id_fk: 'match.has_purchases' },
  }),
  async beforeWrite(tx, { input, id, before }) {
    if (before) refuseMovingTheSale(input, before);
    if (input.feed_match_id && input.feed_match_id !== before?.feed_match_id) await refuseFeedLink(tx, input.feed_match_id, id);
  },
  // A new match sells its venue's zones; the price and places of the form are a one-zone venue's
  // (a match of several zones changes them zone by zone). The feed's kick-off is compared again
  // with what was saved: applying it clears the warning, another date raises it.
  async afterWrite(tx, { id, input, before }) {
    const single = { priceSatang: bahtToSatang(input.ticket_price), available: input.available_tickets, unlimited: input.unlimited_tickets };
    if (before && before.venue_id !== input.venue_id) {
      if (before.purchase_count) throw new Conflict('match.venue_has_purchases');
      await tx.delete(matchZones).where(eq(matchZones.matchId, id));
    }
    if (!before || before.venue_id !== input.venue_id) await sellVenueZones(tx, id, single);
    else if (single.priceSatang !== before.ticket_price_satang || single.available !== before.available_tickets || single.unlimited !== before.unlimited_tickets) {
      if (before.zone_count !== 1) throw new Conflict('match.several_zones');
      // Places as a change to what is left now: fans may have bought since the form was read.
      const [zone] = await tx.select({ id: matchZones.zoneId }).from(matchZones).where(eq(matchZones.matchId, id));
      await reviseMatchZone(tx, id, zone!.id, { priceSatang: single.priceSatang, unlimited: single.unlimited, seatsChange: single.available - before.available_tickets });
    }
    await reconcileFeedKickOffs(tx, await latestFeedMatches(tx), [id]);
  },
  async refuseDelete(tx, id) {
    const [bought] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.matchId, id));
    const n = bought?.n ?? 0;
    return n ? matchHasPurchases(n) : null;
  },
  hasUpdatedAt: true,
});

/**
 * Staff keep the club's kick-off of a match whose fixture the feed moved: the warning goes, audited
 * (to apply the feed's kick-off instead, staff edit match_date like any other field).
 */
export async function dismissFeedDate(db: Db, actorId: string, id: string): Promise<AdminMatchDto> {
  return db.transaction(async (tx) => {
    await dismissFeedKickOff(tx, actorId, id);
    return getRecord(tx, matchesResource, id);
  });
}

/** Admin-only writes like the catalogue; served by the same five generic verbs. */
export const TICKETING_RESOURCES: AnyResource[] = [teamsResource, venuesResource, bankAccountsResource, matchesResource];
