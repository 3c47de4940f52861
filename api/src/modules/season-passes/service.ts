/** Season passes as fans see and buy them: on sale (or in renewal) now, their covered matches, a numbered zone's seats free all season. */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  ERROR_CODES, bestAvailable, satangToBaht, seasonSaleState, type PurchaseDto, type SeasonHoldingDto, type SeasonPassDto, type SeasonPurchaseInput, type SeatMapDto,
} from '@club/core';
import { awayTeams, coveredMatchIds, purchaseLifecycle, schema, zoneGatesOf, zoneSeatRows, type Db } from '@club/db';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.js';
import { teamDto } from '../matches/service.js';
import { getOwnPurchase } from '../purchases/service.js';

const { matches, purchases, seasonPassMatches, seasonPasses, venueSeats, venueZones, venues } = schema;

/** Passes from the start of their renewal window (or sale) until their sale ends, or one pass whatever its state. */
async function passRows(db: Db, which: { id: string } | { now: Date }) {
  return db.select({ pass: seasonPasses, zone: venueZones, venue: { name: venues.name, nameTh: venues.nameTh } }).from(seasonPasses)
    .innerJoin(venueZones, eq(venueZones.id, seasonPasses.zoneId))
    .innerJoin(venues, eq(venues.id, venueZones.venueId))
    .where('id' in which ? eq(seasonPasses.id, which.id) : and(
      gt(seasonPasses.saleEndsAt, which.now),
      or(lte(seasonPasses.saleStartsAt, which.now), lte(seasonPasses.renewalStartsAt, which.now)),
    ))
    .orderBy(asc(seasonPasses.saleStartsAt), asc(venueZones.sortOrder));
}

async function toDtos(db: Db, rows: Awaited<ReturnType<typeof passRows>>, now: Date): Promise<SeasonPassDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.pass.id);
  const [covered, gates] = await Promise.all([
    db.select({ passId: seasonPassMatches.seasonPassId, m: matches, away: awayTeams }).from(seasonPassMatches)
      .innerJoin(matches, eq(matches.id, seasonPassMatches.matchId))
      .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      .where(and(inArray(seasonPassMatches.seasonPassId, ids), sql`${matches.status} <> 'cancelled'`))
      .orderBy(asc(matches.matchDate)),
    zoneGatesOf(db, rows.map((r) => r.zone.id)),
  ]);
  return rows.map(({ pass, zone, venue }) => ({
    id: pass.id, name: pass.name, nameTh: pass.nameTh, seasonLabel: pass.seasonLabel,
    zone: { id: zone.id, code: zone.code, name: zone.name, nameTh: zone.nameTh, colour: zone.colour, position: zone.position, numbered: zone.numbered, gates: gates.get(zone.id) ?? [] },
    venue,
    price: satangToBaht(pass.priceSatang), priceSatang: pass.priceSatang, available: pass.available,
    state: seasonSaleState(pass, now),
    saleStartsAt: pass.saleStartsAt.toISOString(), saleEndsAt: pass.saleEndsAt.toISOString(), renewalStartsAt: pass.renewalStartsAt?.toISOString() ?? null,
    matches: covered.filter((c) => c.passId === pass.id).map(({ m, away }) => ({
      id: m.id, matchDate: m.matchDate.toISOString(), awayTeam: away ? teamDto(away) : null, league: m.league, leagueTh: m.leagueTh,
    })),
  }));
}

/** GET /season-passes: what is in its renewal window or on sale now. */
export const listSeasonPasses = async (db: Db, now: Date): Promise<SeasonPassDto[]> => toDtos(db, await passRows(db, { now }), now);

export async function getSeasonPass(db: Db, id: string, now: Date): Promise<SeasonPassDto> {
  const [dto] = await toDtos(db, await passRows(db, { id }), now);
  if (!dto) throw new NotFound('season.not_found');
  return dto;
}

/** A numbered pass's seats, free only when free in every match it covers, with the best free one. */
export async function getSeasonSeatMap(db: Db, id: string): Promise<SeatMapDto> {
  const [pass] = await db.select({ zoneId: seasonPasses.zoneId, numbered: venueZones.numbered }).from(seasonPasses)
    .innerJoin(venueZones, eq(venueZones.id, seasonPasses.zoneId)).where(eq(seasonPasses.id, id));
  if (!pass) throw new NotFound('season.not_found');
  if (!pass.numbered) throw new NotFound('seat.not_numbered');
  const rows = await zoneSeatRows(db, await coveredMatchIds(db, id), pass.zoneId);
  const best = bestAvailable(rows, 1);
  return { rows: rows.map(({ label, seats }) => ({ label, seats })), best: best?.seatIds ?? [], together: best?.together ?? false };
}

/** The fan's holdings of passes (paid or awaiting payment, not given up): what they may renew, and on which seat. */
export async function listHoldings(db: Db, userId: string): Promise<SeasonHoldingDto[]> {
  const rows = await db.select({ p: purchases, seat: { id: venueSeats.id, row: venueSeats.rowLabel, number: venueSeats.number } }).from(purchases)
    .leftJoin(venueSeats, eq(venueSeats.id, sql`${purchases.seatIds}[1]`))
    .where(and(eq(purchases.userId, userId), sql`${purchases.seasonPassId} is not null`, isNull(purchases.seatsReleasedAt)))
    .orderBy(asc(purchases.createdAt));
  return rows.map(({ p, seat }) => ({ purchaseId: p.id, passId: p.seasonPassId!, status: p.status, seat: seat?.id ? seat : null }));
}

/** A fan buys a pass (the purchase lifecycle's createSeason): answered as any purchase, to pay on its payment page. */
export async function buySeasonPass(db: Db, userId: string, passId: string, input: SeasonPurchaseInput, paymentWindowMinutes: number, now: Date): Promise<PurchaseDto> {
  const made = await purchaseLifecycle.createSeason(db, { ...input, userId, passId, paymentWindowMinutes, now });
  if ('purchaseId' in made) return getOwnPurchase(db, userId, made.purchaseId);
  switch (made.refused) {
    case 'season_not_found': throw new NotFound('season.not_found');
    case 'not_on_sale': throw new Conflict('season.not_on_sale');
    case 'sold_out': throw new Conflict('season.sold_out');
    case 'not_renewable': throw new HttpError(409, ERROR_CODES.NOT_RENEWABLE, 'season.not_renewable');
    case 'seat_taken': throw new HttpError(409, ERROR_CODES.SEAT_TAKEN, 'season.seat_taken', { seatIds: input.seatId ? [input.seatId] : [] });
    case 'seat_not_found': throw new NotFound('seat.not_found');
    case 'not_numbered': throw new Invalid('seat.not_numbered');
  }
}
