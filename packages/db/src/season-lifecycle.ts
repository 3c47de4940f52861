/**
 * Season passes and the matches they cover. A pass keeps `quota` places of its zone out of every
 * covered match's single sale (taken from the match's zone when the pass is made, or when a match
 * it covers is added later); a holding (a season purchase, purchase-lifecycle.ts) takes one of the
 * pass's `available`, and its numbered seat in every covered match (match_seats). When the sale
 * ends, what is left of the quota goes back to the matches (releaseUnsoldQuotas): the same change as
 * staff lowering the quota. A match added later gets its holders' seats and, for those paid, their
 * tickets, in the transaction that creates it: nobody has to ask.
 */
import { and, eq, gt, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { newTicketNumber } from '@club/core';
import type { Tx } from './client.js';
import { matchSeats, matchZones, matches, purchases, seasonPassMatches, seasonPasses, teams, tickets, venueZones } from './schema/index.js';
import { changePlaces } from './zone-places.js';

type Pass = typeof seasonPasses.$inferSelect;

/** A home match of the club, at `zone`'s venue, scheduled, kicking off inside the pass's cover and in the future. */
const coveredBy = (pass: { zoneId: string | SQLWrapper; coversFrom: Date | SQLWrapper; coversTo: Date | SQLWrapper }) => sql`
  ${matches.status} = 'scheduled' and ${matches.matchDate} > now()
  and ${matches.matchDate} between ${pass.coversFrom} and ${pass.coversTo}
  and ${matches.venueId} = (select ${venueZones.venueId} from ${venueZones} where ${venueZones.id} = ${pass.zoneId})
  and exists (select from ${teams} where ${teams.id} = ${matches.homeTeamId} and ${teams.isHomeClub})`;

/**
 * Why a pass could not be made or its quota changed: a covered match's zone has fewer places left
 * than it asks (`matchId`), or the quota would fall below the passes sold. The caller undoes its
 * transaction (the pass may be changed already).
 */
export type QuotaRefusal = { refused: 'zone_short'; matchId: string } | { refused: 'below_holders' };

/**
 * Take `change` more places (or give back, negative) of the pass's zone in each match it covers,
 * and as many more (fewer) for sale on the pass. Never below zero on either side: all or nothing.
 */
export async function changeQuota(tx: Tx, passId: string, change: number): Promise<QuotaRefusal | null> {
  if (!change) return null;
  const [pass] = await tx.update(seasonPasses)
    .set({ quota: sql`${seasonPasses.quota} + ${change}`, available: sql`${seasonPasses.available} + ${change}`, updatedAt: sql`now()` })
    .where(and(eq(seasonPasses.id, passId), sql`${seasonPasses.available} + ${change} >= 0`))
    .returning();
  if (!pass) return { refused: 'below_holders' };
  const covered = await tx.select({ matchId: seasonPassMatches.matchId }).from(seasonPassMatches)
    .innerJoin(matches, eq(matches.id, seasonPassMatches.matchId))
    .where(and(eq(seasonPassMatches.seasonPassId, passId), eq(matches.status, 'scheduled')));
  if (!covered.length) return null;
  // Match by match in one order (two quota changes at once lock the same shards the same way round).
  const ids = covered.map((c) => c.matchId).sort();
  const unlimited = await tx.select({ matchId: matchZones.matchId }).from(matchZones)
    .where(and(inArray(matchZones.matchId, ids), eq(matchZones.zoneId, pass.zoneId), eq(matchZones.unlimited, true)));
  for (const id of ids) {
    const clamp = unlimited.some((u) => u.matchId === id);
    if (!(await changePlaces(tx, id, pass.zoneId, -change, { short: clamp ? 'clamp' : 'refuse' }))) return { refused: 'zone_short', matchId: id };
  }
  return null;
}

/** Staff make a pass: it covers the home matches on sale in its span now (and those added later), each keeping its quota of places. */
export async function createPass(tx: Tx, values: typeof seasonPasses.$inferInsert): Promise<{ pass: Pass } | QuotaRefusal> {
  const [pass] = await tx.insert(seasonPasses).values({ ...values, available: 0, quota: 0 }).returning();
  await tx.insert(seasonPassMatches)
    .select(tx.select({ seasonPassId: sql`${pass!.id}::uuid`.as('season_pass_id'), matchId: matches.id }).from(matches).where(coveredBy(pass!)));
  const refused = await changeQuota(tx, pass!.id, values.quota);
  if (refused) return refused;
  return { pass: (await tx.select().from(seasonPasses).where(eq(seasonPasses.id, pass!.id)))[0]! };
}

/**
 * A new match is covered by every pass whose span and zone it falls in: the pass keeps its places
 * (the quota, clamped to what the zone has), its holders' seats are held, and those who have paid
 * get their ticket now. Called in the transaction that puts the match on sale.
 */
export async function coverNewMatch(tx: Tx, matchId: string): Promise<void> {
  const passes = await tx.select({ id: seasonPasses.id, zoneId: seasonPasses.zoneId, quota: seasonPasses.quota })
    .from(seasonPasses).innerJoin(matches, eq(matches.id, matchId))
    .where(coveredBy(seasonPasses))
    .for('update', { of: seasonPasses });
  if (!passes.length) return;
  await tx.insert(seasonPassMatches).values(passes.map((p) => ({ seasonPassId: p.id, matchId }))).onConflictDoNothing();
  for (const p of passes) await changePlaces(tx, matchId, p.zoneId, -p.quota, { short: 'clamp', limitedOnly: true });
  const passIds = passes.map((p) => p.id);
  await tx.insert(matchSeats)
    .select(tx.select({ matchId: sql`${matchId}::uuid`.as('match_id'), seatId: sql`${purchases.seatIds}[1]`.as('seat_id'), purchaseId: purchases.id })
      .from(purchases).where(and(inArray(purchases.seasonPassId, passIds), isNull(purchases.seatsReleasedAt), sql`${purchases.seatIds} is not null`)))
    .onConflictDoNothing();
  await issueSeasonTickets(tx, { matchId });
}

/**
 * Tickets for season holders who have paid and hold no live ticket of a covered match yet: those
 * of one purchase (just paid: every match its pass covers) or of one match (just added: every
 * holder). Set-based, so a match added to a season of 15,000 holders is one statement; numbers are
 * random (newTicketNumber), and a number drawn twice is simply drawn again on the next round.
 */
export async function issueSeasonTickets(tx: Tx, of: { purchaseId: string } | { matchId: string }): Promise<number> {
  const owed = sql`
    select p.id as purchase_id, spm.match_id, p.zone_id, p.seat_ids[1] as venue_seat_id, p.user_id,
      row_number() over (order by p.id, spm.match_id) as n
    from ${purchases} p
    join ${seasonPassMatches} spm on spm.season_pass_id = p.season_pass_id
    join ${matches} m on m.id = spm.match_id and m.status = 'scheduled'
    where p.status = 'completed' and p.seats_released_at is null
      and ${'purchaseId' in of ? sql`p.id = ${of.purchaseId}` : sql`spm.match_id = ${of.matchId}`}
      and not exists (select from ${tickets} t where t.purchase_id = p.id and t.match_id = spm.match_id and t.seat = 1 and t.status <> 'transferred')`;
  let total = 0;
  for (let round = 0; round < 5; round++) {
    const [{ count }] = await rowsOf<{ count: number }>(tx, sql`select count(*)::int as count from (${owed}) o`) as [{ count: number }];
    if (!count) return total;
    const numbers = Array.from({ length: count }, () => newTicketNumber(1));
    const inserted = await rowsOf(tx, sql`
      insert into ${tickets} (purchase_id, seat, match_id, zone_id, venue_seat_id, ticket_number, holder_id)
      select o.purchase_id, 1, o.match_id, o.zone_id, o.venue_seat_id, n.number, o.user_id
      from (${owed}) o join unnest(${sql.param(numbers)}::text[]) with ordinality as n(number, i) on n.i = o.n
      on conflict do nothing
      returning 1`);
    total += inserted.length;
  }
  return total;
}

/** The rows a statement answers (both drivers put them in `rows`). */
const rowsOf = async <R>(tx: Tx, query: SQL): Promise<R[]> => ((await tx.execute(query)) as unknown as { rows: R[] }).rows;

/** Passes whose sale has ended give what is left of their quota back to the matches they cover. Run by the sweep. */
export async function releaseUnsoldQuotas(tx: Tx): Promise<number> {
  const ended = await tx.select({ id: seasonPasses.id, available: seasonPasses.available }).from(seasonPasses)
    .where(and(lte(seasonPasses.saleEndsAt, sql`now()`), gt(seasonPasses.available, 0))).for('update', { skipLocked: true });
  for (const p of ended) await changeQuota(tx, p.id, -p.available);
  return ended.length;
}
