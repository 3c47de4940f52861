/**
 * Season passes as staff make them, and their holders. A pass keeps its quota of places of its
 * zone out of every match it covers: it is made, its quota changed and given back only through the
 * season lifecycle (createPass, changeQuota) in the write's transaction, so a refusal there (a
 * covered match short of places, a quota below the passes sold) undoes the whole write.
 */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PURCHASE_STATUSES, atField, bahtToSatang, formatClubDate, msg, satangToBaht, seasonPassHasPurchases, seasonPassInputSchema, seasonPassQuotaAtLeast,
  seasonPassZoneShort, seasonSaleState, textOf, type AdminSeasonHolderDto, type AdminSeasonPassDto, type Language, type SeasonPassInput,
} from '@club/core';
import { schema, seasonLifecycle, type Db, type Tx } from '@club/db';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { allOf, commonFilters, idCondition, orderBy, pageSize, searchIn } from './persistence.js';
import { define, type AnyResource } from './records.js';

const { seasonPasses, purchases, users, venueSeats, matches, teams } = schema;

// ---- passes ----

const passExtra = {
  // Sub-queries spell their tables out: drizzle leaves the columns of a one-table select unqualified.
  zone_code: sql<string>`(select z.code from venue_zones z where z.id = season_passes.zone_id)`,
  zone_name: sql<string>`(select z.name from venue_zones z where z.id = season_passes.zone_id)`,
  zone_name_th: sql<string>`(select z.name_th from venue_zones z where z.id = season_passes.zone_id)`,
  numbered: sql<boolean>`(select z.numbered from venue_zones z where z.id = season_passes.zone_id)`,
  venue_name: sql<string>`(select v.name from venue_zones z join venues v on v.id = z.venue_id where z.id = season_passes.zone_id)`,
  venue_name_th: sql<string>`(select v.name_th from venue_zones z join venues v on v.id = z.venue_id where z.id = season_passes.zone_id)`,
  sold: sql<number>`(select count(*)::int from purchases p where p.season_pass_id = season_passes.id and p.seats_released_at is null)`,
  paid: sql<number>`(select count(*)::int from purchases p where p.season_pass_id = season_passes.id and p.seats_released_at is null and p.status = 'completed')`,
  match_count: sql<number>`(select count(*)::int from season_pass_matches m where m.season_pass_id = season_passes.id)`,
  // A sum is bigint in PostgreSQL (a string in the driver): read back as a number.
  revenue_satang: sql<number>`(select coalesce(sum(p.total_satang), 0)::bigint from purchases p
    where p.season_pass_id = season_passes.id and p.status = 'completed')`.mapWith(Number),
};

const zoneFilter = z.object({ zone_id: z.uuid(msg('filter.zone_id')).optional() }).passthrough();

/** The match a refusal names, in both languages: "Thunder FC vs Rival, 12 Dec 2026". */
async function matchNamed(tx: Tx, matchId: string) {
  const [m] = await tx.select({
    home: teams.name, homeTh: teams.nameTh, matchDate: matches.matchDate,
    away: sql<string | null>`(select t.name from teams t where t.id = ${matches.awayTeamId})`,
    awayTh: sql<string | null>`(select t.name_th from teams t where t.id = ${matches.awayTeamId})`,
  }).from(matches).innerJoin(teams, eq(teams.id, matches.homeTeamId)).where(eq(matches.id, matchId));
  const named = (lang: Language, home: string, away: string | null, vs: string) =>
    `${home} ${vs} ${away ?? textOf('match.opponent_tba', lang)}, ${formatClubDate(m!.matchDate, lang)}`;
  return { en: named('en', m!.home, m!.away, 'vs'), th: named('th', m!.homeTh, m!.awayTh, 'พบ') };
}

/** The season lifecycle's refusal, in words: the transaction it is thrown in is undone. */
async function quotaRefused(tx: Tx, refusal: seasonLifecycle.QuotaRefusal, sold: number): Promise<never> {
  if (refusal.refused === 'zone_short') {
    const message = seasonPassZoneShort(await matchNamed(tx, refusal.matchId));
    throw new Conflict(message, [{ path: 'quota', message }]);
  }
  const message = seasonPassQuotaAtLeast(sold);
  throw new Invalid(atField('quota', message), [{ path: 'quota', message }]);
}

const passColumns = (i: SeasonPassInput) => ({
  name: i.name, nameTh: i.name_th, seasonLabel: i.season_label, zoneId: i.zone_id, bankAccountId: i.bank_account_id, priceSatang: bahtToSatang(i.price),
  quota: i.quota, creditDivisor: i.credit_divisor, coversFrom: i.covers_from, coversTo: i.covers_to, saleStartsAt: i.sale_starts_at, saleEndsAt: i.sale_ends_at,
  renewsPassId: i.renews_pass_id, renewalStartsAt: i.renewal_starts_at,
});

const fixed = (path: string, message: 'season_pass.zone_fixed' | 'season_pass.covers_fixed') => new Conflict(message, [{ path, message }]);

const passesResource = define({
  path: 'season-passes',
  entity: 'season_pass',
  notFound: 'season_pass.not_found',
  table: seasonPasses,
  inputSchema: seasonPassInputSchema,
  extra: passExtra,
  toDto: (p, x): AdminSeasonPassDto => ({
    id: p.id,
    name: p.name,
    name_th: p.nameTh,
    season_label: p.seasonLabel,
    zone_id: p.zoneId,
    zone_code: x.zone_code,
    zone_name: x.zone_name,
    zone_name_th: x.zone_name_th,
    numbered: x.numbered,
    venue_name: x.venue_name,
    venue_name_th: x.venue_name_th,
    bank_account_id: p.bankAccountId,
    price: satangToBaht(p.priceSatang),
    price_satang: p.priceSatang,
    quota: p.quota,
    available: p.available, credit_divisor: p.creditDivisor,
    sold: x.sold,
    paid: x.paid,
    match_count: x.match_count,
    revenue: satangToBaht(x.revenue_satang),
    revenue_satang: x.revenue_satang,
    covers_from: p.coversFrom.toISOString(),
    covers_to: p.coversTo.toISOString(),
    sale_starts_at: p.saleStartsAt.toISOString(),
    sale_ends_at: p.saleEndsAt.toISOString(),
    renews_pass_id: p.renewsPassId,
    renewal_starts_at: p.renewalStartsAt?.toISOString() ?? null,
    state: seasonSaleState(p, new Date()),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }),
  // The quota and what is left of it move together, only through changeQuota (createPass, and
  // beforeWrite on an edit): the row's own write leaves `available` as it stands.
  toColumns: (i) => ({ ...passColumns(i), available: sql`${seasonPasses.available}` }),
  async insert(tx, input) {
    const made = await seasonLifecycle.createPass(tx, { ...passColumns(input), available: 0 });
    return 'pass' in made ? made.pass.id : quotaRefused(tx, made, 0);
  },
  search: [seasonPasses.name, seasonPasses.nameTh, seasonPasses.seasonLabel],
  filters: (raw) => {
    const f = parse(zoneFilter, raw);
    return [f.zone_id ? eq(seasonPasses.zoneId, f.zone_id) : undefined];
  },
  sortable: {
    name: seasonPasses.name, name_th: seasonPasses.nameTh, season_label: seasonPasses.seasonLabel, price: seasonPasses.priceSatang, quota: seasonPasses.quota,
    available: seasonPasses.available, sold: passExtra.sold, covers_from: seasonPasses.coversFrom, sale_starts_at: seasonPasses.saleStartsAt,
    sale_ends_at: seasonPasses.saleEndsAt, created_at: seasonPasses.createdAt,
  },
  defaultSort: 'covers_from',
  constraints: (input) => (input ? {
    invalid: {
      season_passes_zone_id_venue_zones_id_fk: { path: 'zone_id', message: 'season_pass.zone_not_found' },
      season_passes_bank_account_id_bank_accounts_id_fk: { path: 'bank_account_id', message: 'catalogue.bank_account_not_found' },
      season_passes_renews_pass_id_season_passes_id_fk: { path: 'renews_pass_id', message: 'season_pass.renews_not_found' },
    },
  } : {
    inUse: {
      // A fan bought between refuseDelete's count and the delete.
      purchases_season_pass_id_season_passes_id_fk: 'season_pass.bought_meanwhile',
      season_passes_renews_pass_id_season_passes_id_fk: 'season_pass.renewed_by',
    },
  }),
  async beforeWrite(tx, { input, id, before }) {
    if (!before || !id) return;
    if (before.zone_id !== input.zone_id) throw fixed('zone_id', 'season_pass.zone_fixed');
    if (before.covers_from !== input.covers_from.toISOString()) throw fixed('covers_from', 'season_pass.covers_fixed');
    if (before.covers_to !== input.covers_to.toISOString()) throw fixed('covers_to', 'season_pass.covers_fixed');
    if (input.renews_pass_id === id) throw new Invalid(atField('renews_pass_id', 'season_pass.renews_itself'), [{ path: 'renews_pass_id', message: 'season_pass.renews_itself' }]);
    const refused = await seasonLifecycle.changeQuota(tx, id, input.quota - before.quota);
    if (refused) await quotaRefused(tx, refused, before.sold);
  },
  async refuseDelete(tx, id) {
    const [bought] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.seasonPassId, id));
    if (bought?.n) return seasonPassHasPurchases(bought.n);
    // Nobody holds it: the covered matches sell its places again.
    const [pass] = await tx.select({ quota: seasonPasses.quota }).from(seasonPasses).where(eq(seasonPasses.id, id));
    await seasonLifecycle.changeQuota(tx, id, -pass!.quota);
    return null;
  },
  hasUpdatedAt: true,
});

export const SEASON_RESOURCES: AnyResource[] = [passesResource];

// ---- a pass's holders: its purchases, read-only (each is decided under purchases) ----

const holderColumns = {
  id: purchases.id, seasonPassId: sql<string>`${purchases.seasonPassId}`, referenceNumber: purchases.referenceNumber, userId: purchases.userId,
  buyerName: users.name, buyerEmail: users.email, status: purchases.status, seatRow: venueSeats.rowLabel, seatNumber: venueSeats.number,
  renewedFromId: purchases.renewedFromId, seatsReleasedAt: purchases.seatsReleasedAt, createdAt: purchases.createdAt,
  ticketsIssued: sql<number>`(select count(*)::int from tickets t where t.purchase_id = ${purchases.id} and t.status <> 'transferred')`,
};

const selectHolders = (db: Db) => db.select(holderColumns).from(purchases)
  .innerJoin(users, eq(users.id, purchases.userId))
  .leftJoin(venueSeats, sql`${venueSeats.id} = ${purchases.seatIds}[1]`);

const holderDto = (r: Awaited<ReturnType<typeof selectHolders>>[number]): AdminSeasonHolderDto => ({
  id: r.id,
  season_pass_id: r.seasonPassId,
  reference_number: r.referenceNumber,
  user_id: r.userId,
  buyer_name: r.buyerName,
  buyer_email: r.buyerEmail,
  status: r.status,
  seat_row: r.seatRow,
  seat_number: r.seatNumber,
  renewed: r.renewedFromId !== null,
  holding: r.seatsReleasedAt === null,
  tickets_issued: r.ticketsIssued,
  created_at: r.createdAt.toISOString(),
});

export const HOLDER_SORT = {
  created_at: purchases.createdAt, reference_number: purchases.referenceNumber, buyer_name: users.name, status: purchases.status,
  seat_row: sql`(${venueSeats.rowIndex}, ${venueSeats.number})`, tickets_issued: holderColumns.ticketsIssued,
};

const purchaseStatus = z.enum(PURCHASE_STATUSES);
const holderFilter = commonFilters.extend({
  season_pass_id: z.uuid(msg('filter.season_pass_id')).optional(),
  status: z.union([purchaseStatus, z.array(purchaseStatus)]).transform((v) => (Array.isArray(v) ? v : [v])).optional(),
}).passthrough();

export async function listSeasonHolders(db: Db, q: ListQuery<(typeof HOLDER_SORT)[keyof typeof HOLDER_SORT]>) {
  const f = parse(holderFilter, q.filter);
  const where = allOf(
    isNotNull(purchases.seasonPassId),
    idCondition(purchases.id, f.id),
    searchIn(f.q, [purchases.referenceNumber, users.name, users.email]),
    f.season_pass_id ? eq(purchases.seasonPassId, f.season_pass_id) : undefined,
    f.status ? inArray(purchases.status, f.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectHolders(db).where(where).orderBy(...orderBy(q, purchases.id)).limit(pageSize(q, f.id)).offset(q.offset),
    db.select({ n: count() }).from(purchases).innerJoin(users, eq(users.id, purchases.userId)).where(where),
  ]);
  return { rows: rows.map(holderDto), total: total?.n ?? 0 };
}

export async function getSeasonHolder(db: Db, id: string): Promise<AdminSeasonHolderDto> {
  const [row] = await selectHolders(db).where(and(eq(purchases.id, id), isNotNull(purchases.seasonPassId)));
  if (!row) throw new NotFound('season_pass.holder_not_found');
  return holderDto(row);
}
