/**
 * Reading a match's zones: what each sells now (the buy page's zones and the figures of a match
 * across them), the gates that admit them, and a numbered zone's seats with those held.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { GateDto, SeatRowDto } from '@club/core';
import type { Db, Tx } from './client.js';
import { matchSeats, matchZoneShards, matchZones, venueGates, venueSeats, venueZones, zoneGates } from './schema/index.js';
import { matchZonePlaces } from './zone-places.js';

const openZonesOfMatch = sql`from ${matchZones} z where z.match_id = "matches"."id" and not z.closed`;
const openZonesOfMatchSharded = sql`from ${matchZones} z join ${matchZoneShards} s on s.match_id = z.match_id and s.zone_id = z.zone_id where z.match_id = "matches"."id" and not z.closed and not z.unlimited`;

/**
 * A match's figures across the zones it sells now (its open zones), as columns of a query that
 * reads `matches`: the lowest price, the places left in the zones that count them (their shards'), and whether any
 * zone has no limit. The table is spelled out: drizzle leaves a one-table select's columns bare.
 */
export const matchFigures = {
  lowestPriceSatang: sql<number>`(select coalesce(min(z.price_satang), 0)::int ${openZonesOfMatch})`,
  available: sql<number>`(select coalesce(sum(s.available), 0)::int ${openZonesOfMatchSharded})`,
  unlimited: sql<boolean>`(select coalesce(bool_or(z.unlimited), false) ${openZonesOfMatch})`,
};

/** A zone of a match as sold now, with its venue zone's own facts. */
export type MatchZoneRow = Awaited<ReturnType<typeof matchZoneRows>>[number];

/** The zones of these matches (open and closed), in the venue's order, each with the gates that admit it. */
export async function matchZoneRows(db: Db | Tx, matchIds: string[]) {
  if (!matchIds.length) return [];
  const rows = await db
    .select({
      matchId: matchZones.matchId, id: venueZones.id, code: venueZones.code, name: venueZones.name, nameTh: venueZones.nameTh,
      colour: venueZones.colour, position: venueZones.position, seated: venueZones.seated, numbered: venueZones.numbered,
      priceSatang: matchZones.priceSatang, closed: matchZones.closed, unlimited: matchZones.unlimited, available: matchZonePlaces,
    })
    .from(matchZones)
    .innerJoin(venueZones, eq(venueZones.id, matchZones.zoneId))
    .where(inArray(matchZones.matchId, matchIds))
    .orderBy(asc(venueZones.sortOrder), asc(venueZones.code));
  const gates = await zoneGatesOf(db, [...new Set(rows.map((r) => r.id))]);
  return rows.map((r) => ({ ...r, gates: gates.get(r.id) ?? [] }));
}

/** The gates admitting each of these zones (a zone with none is admitted everywhere), by zone id. */
export async function zoneGatesOf(db: Db | Tx, zoneIds: string[]): Promise<Map<string, GateDto[]>> {
  const byZone = new Map<string, GateDto[]>();
  if (!zoneIds.length) return byZone;
  const rows = await db
    .select({ zoneId: zoneGates.zoneId, id: venueGates.id, code: venueGates.code, name: venueGates.name, nameTh: venueGates.nameTh })
    .from(zoneGates).innerJoin(venueGates, eq(venueGates.id, zoneGates.gateId))
    .where(inArray(zoneGates.zoneId, zoneIds)).orderBy(asc(venueGates.code));
  for (const { zoneId, ...gate } of rows) byZone.set(zoneId, [...(byZone.get(zoneId) ?? []), gate]);
  return byZone;
}

/**
 * A numbered zone's seats, nearest the pitch first and along each row, each free or held: for one
 * match, or (several) free only when free in every one of them, as a season pass needs.
 */
export async function zoneSeatRows(db: Db | Tx, matchIds: string | string[], zoneId: string): Promise<(SeatRowDto & { rowIndex: number })[]> {
  const ids = typeof matchIds === 'string' ? [matchIds] : matchIds;
  const held = ids.length
    ? sql`exists (select from ${matchSeats} where ${matchSeats.seatId} = ${venueSeats.id} and ${inArray(matchSeats.matchId, ids)})`
    : sql`false`;
  const seats = await db
    .select({
      id: venueSeats.id, rowLabel: venueSeats.rowLabel, rowIndex: venueSeats.rowIndex, number: venueSeats.number, position: venueSeats.position,
      wheelchair: venueSeats.wheelchair, companion: venueSeats.companion, free: sql<boolean>`not ${held}`,
    })
    .from(venueSeats)
    .where(eq(venueSeats.zoneId, zoneId))
    .orderBy(asc(venueSeats.rowIndex), asc(venueSeats.position));
  const rows: (SeatRowDto & { rowIndex: number })[] = [];
  for (const { rowLabel, rowIndex, ...seat } of seats) {
    if (rows.at(-1)?.rowIndex !== rowIndex) rows.push({ label: rowLabel, rowIndex, seats: [] });
    rows.at(-1)!.seats.push(seat);
  }
  return rows;
}
