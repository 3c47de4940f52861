import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language, PurchaseDto, TicketPlaceDto } from '@club/core';
import { matchInLanguage } from './match-in-language.js';
import { matchWithTeams, selectMatches } from './match-queries.js';
import type { Db, Tx } from './client.js';
import { matches, tickets, venueSeats, venueZones } from './schema/index.js';
import { zoneGatesOf } from './zone-queries.js';

/**
 * The tickets of a purchase that `holderId` still holds, by seat, each with its place: not those
 * passed on (their recipients hold the tickets that replaced them). The tickets mail, its resend
 * and the PDF.
 */
export async function heldTicketsOf(db: Db, purchaseId: string, holderId: string) {
  return withPlaces(db, await db.select().from(tickets)
    .where(and(eq(tickets.purchaseId, purchaseId), eq(tickets.holderId, holderId), ne(tickets.status, 'transferred')))
    .orderBy(tickets.seat));
}

/**
 * The tickets of a purchase `holderId` still holds (heldTicketsOf), each with its own match in
 * `lang` (matchInLanguage and its id: a season pass's are each of a match it covers), by kick-off:
 * what the tickets mail and the purchase's files show.
 */
export async function heldTicketsWithMatch(db: Db, purchaseId: string, holderId: string, lang: Language) {
  const held = await heldTicketsOf(db, purchaseId, holderId);
  const rows = held.length ? await selectMatches(db, matchWithTeams).where(inArray(matches.id, held.map((t) => t.matchId))) : [];
  const byId = new Map(rows.map((r) => [r.m.id, { id: r.m.id, ...matchInLanguage(r, lang) }]));
  return held.map((t) => ({ ...t, match: byId.get(t.matchId)! })).sort((a, b) => a.match.date.getTime() - b.match.date.getTime());
}

type Placed = { id: string; zoneId: string; venueSeatId: string | null };

/** These tickets, each with its `place` (ticketPlaces). */
export async function withPlaces<T extends Placed>(db: Db | Tx, of: T[]): Promise<(T & { place: TicketPlaceDto })[]> {
  const places = await ticketPlaces(db, of);
  return of.map((t) => ({ ...t, place: places.get(t.id)! }));
}

/**
 * Where each of these tickets is, by ticket id: its zone, the gates that admit it and its numbered
 * seat. Every ticket a fan or a file shows reads its place here.
 */
export async function ticketPlaces(db: Db | Tx, of: Placed[]): Promise<Map<string, TicketPlaceDto>> {
  const zoneIds = [...new Set(of.map((t) => t.zoneId))];
  const seatIds = [...new Set(of.flatMap((t) => (t.venueSeatId ? [t.venueSeatId] : [])))];
  const [zones, seats, gates] = await Promise.all([
    zoneIds.length
      ? db.select({ id: venueZones.id, code: venueZones.code, name: venueZones.name, nameTh: venueZones.nameTh, colour: venueZones.colour }).from(venueZones).where(inArray(venueZones.id, zoneIds))
      : [],
    seatIds.length
      ? db.select({ id: venueSeats.id, row: venueSeats.rowLabel, number: venueSeats.number, wheelchair: venueSeats.wheelchair }).from(venueSeats).where(inArray(venueSeats.id, seatIds))
      : [],
    zoneGatesOf(db, zoneIds),
  ]);
  const zoneById = new Map(zones.map((z) => [z.id, z]));
  const seatById = new Map(seats.map(({ id, ...seat }) => [id, seat]));
  return new Map(of.map((t) => [t.id, {
    zone: zoneById.get(t.zoneId)!,
    gates: gates.get(t.zoneId) ?? [],
    seat: (t.venueSeatId && seatById.get(t.venueSeatId)) || null,
  }]));
}

/**
 * The zone a purchase is in and its numbered seats in ticket order, as a column of a query that
 * reads a purchase row from `row` (the table, or the new purchase's CTE): what the fan bought before
 * any ticket is issued. The row is spelled out, as drizzle writes a column inside select() without
 * its table.
 */
export const purchasePlaceOf = (row: string) => {
  const of = sql.identifier(row);
  return sql<Pick<PurchaseDto, 'zone' | 'seats'>>`(
  select json_build_object(
    'zone', json_build_object('id', z.id, 'code', z.code, 'name', z.name, 'nameTh', z.name_th),
    'seats', (select json_agg(json_build_object('row', s.row_label, 'number', s.number) order by array_position(${of}."seat_ids", s.id))
              from ${venueSeats} s where s.id = any(${of}."seat_ids")))
  from ${venueZones} z where z.id = ${of}."zone_id")`;
};

/** A purchase's zone and seats (purchasePlaceOf) in a query of `purchases`. */
export const purchasePlace = purchasePlaceOf('purchases');
