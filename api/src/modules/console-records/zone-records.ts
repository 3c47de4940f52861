/**
 * A stadium's zones and gates as staff edit them, what each match sells of a zone, and a numbered
 * zone's seats made from a short description. Places are counted in match_zone_shards (their sum), which
 * the database keeps at 0 or more: every change here is a change to what is left now, made under
 * the row's lock by the same kind of conditional update a purchase makes, so neither can oversell.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_GENERATED_SEATS, assertNever, atField, bahtToSatang, fieldNegative, fieldNotPositive, gateInputSchema, matchZoneInputSchema, msg, satangToBaht, seatRowsSpec,
  zoneCapacityAtLeast, zoneHasPurchases, zoneInputSchema, zoneSeatNotMade, zoneSeatsInputSchema, zoneSeatsTooMany,
  type AdminGateDto, type AdminMatchZoneDto, type AdminZoneDto, type SeatRowsRefusal,
} from '@club/core';
import { audit, changePlaces, createShards, matchZonePlaces, resetPlaces, reviseMatchZone, schema, type Db, type Tx } from '@club/db';
import { Conflict, Invalid, NotFound, type FieldProblem } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { diff, mergeInput, translateDbErrors, type ConstraintMessages } from './persistence.js';
import { define, getRecord, type AnyResource } from './records.js';

const { venueZones, venueGates, zoneGates, venueSeats, matchZones, purchases } = schema;

const venueFilter = z.object({ venue_id: z.uuid(msg('filter.venue_id')).optional() }).passthrough();

/** The matches of a venue still to be played: a zone's new places and prices are theirs, never a played match's. */
const upcomingMatchOf = (zoneId: string | SQL) => sql`(select m.id from matches m join venue_zones vz on vz.venue_id = m.venue_id
  where vz.id = ${zoneId} and m.match_date > now() and m.status in ('scheduled', 'postponed'))`;

// ---- zones ----

const zoneExtra = {
  // Sub-queries spell their tables out: drizzle leaves the columns of a one-table select unqualified.
  gate_ids: sql<string[]>`coalesce((select array_agg(zg.gate_id::text order by zg.gate_id) from zone_gates zg where zg.zone_id = venue_zones.id), '{}'::text[])`,
  seat_count: sql<number>`(select count(*)::int from venue_seats s where s.zone_id = venue_zones.id)`,
};

const zonesResource = define({
  path: 'zones',
  entity: 'zone',
  notFound: 'zone.not_found',
  table: venueZones,
  inputSchema: zoneInputSchema,
  extra: zoneExtra,
  toDto: (z, x): AdminZoneDto => ({
    id: z.id,
    venue_id: z.venueId,
    code: z.code,
    name: z.name,
    name_th: z.nameTh,
    colour: z.colour,
    position: z.position,
    sort_order: z.sortOrder,
    capacity: z.capacity,
    seated: z.seated,
    numbered: z.numbered,
    default_price: satangToBaht(z.defaultPriceSatang),
    default_price_satang: z.defaultPriceSatang,
    gate_ids: x.gate_ids,
    seat_count: x.seat_count,
    created_at: z.createdAt.toISOString(),
    updated_at: z.updatedAt.toISOString(),
  }),
  toColumns: (i) => ({
    venueId: i.venue_id, code: i.code, name: i.name, nameTh: i.name_th, colour: i.colour, position: i.position, sortOrder: i.sort_order,
    capacity: i.capacity, seated: i.seated, numbered: i.numbered, defaultPriceSatang: bahtToSatang(i.default_price),
  }),
  // A numbered zone has as many places as seats: its seats are made again to change them.
  reviseUpdate: (body, before) => (before.numbered && before.seat_count ? { ...body, capacity: before.capacity } : body),
  search: [venueZones.code, venueZones.name, venueZones.nameTh],
  filters: (raw) => {
    const f = parse(venueFilter, raw);
    return [f.venue_id ? eq(venueZones.venueId, f.venue_id) : undefined];
  },
  sortable: {
    sort_order: venueZones.sortOrder, code: venueZones.code, name: venueZones.name, name_th: venueZones.nameTh, capacity: venueZones.capacity,
    default_price: venueZones.defaultPriceSatang, position: venueZones.position, created_at: venueZones.createdAt,
  },
  defaultSort: 'sort_order',
  constraints: () => ({
    unique: { venue_zones_venue_code: { path: 'code', message: 'zone.code_taken' } },
    invalid: {
      venue_zones_venue_id_venues_id_fk: { path: 'venue_id', message: 'catalogue.venue_not_found' },
      venue_zones_code_check: { path: 'code', message: 'zone.code' },
      venue_zones_colour_check: { path: 'colour', message: 'zone.colour' },
      venue_zones_capacity_check: { path: 'capacity', message: fieldNotPositive('field.capacity') },
      venue_zones_price_check: { path: 'default_price', message: fieldNegative('field.default_price') },
      venue_zones_numbered_check: { path: 'numbered', message: 'zone.numbered_seated' },
      zone_gates_gate_id_venue_gates_id_fk: { path: 'gate_ids', message: 'zone.gate_not_found' },
      // Fans bought between the check below and the update (the database has the last word).
      match_zone_shards_available_check: { path: 'capacity', message: 'zone.places_below_sold' },
    },
    // A purchase made between refuseDelete's count and the delete.
    inUse: { purchases_zone_id_venue_zones_id_fk: 'zone.bought_meanwhile' },
  }),
  async beforeWrite(tx, { input, before }) {
    if (before && before.venue_id !== input.venue_id) throw new Conflict('zone.venue_fixed', [{ path: 'venue_id', message: 'zone.venue_fixed' }]);
    if (before && before.numbered !== input.numbered) throw new Conflict('zone.numbered_fixed', [{ path: 'numbered', message: 'zone.numbered_fixed' }]);
    if (input.gate_ids.length) {
      const own = await tx.select({ id: venueGates.id }).from(venueGates).where(and(eq(venueGates.venueId, input.venue_id), inArray(venueGates.id, input.gate_ids)));
      if (own.length !== input.gate_ids.length) throw new Invalid(atField('gate_ids', 'zone.gate_other_venue'), [{ path: 'gate_ids', message: 'zone.gate_other_venue' }]);
    }
    // Fewer places: by at most what every upcoming match has left of the zone (fans keep what they bought).
    if (before && input.capacity < before.capacity) {
      const [least] = await tx.select({ left: sql<number | null>`min(${matchZonePlaces})::int` }).from(matchZones)
        .where(and(eq(matchZones.zoneId, before.id), eq(matchZones.unlimited, false), sql`${matchZones.matchId} in ${upcomingMatchOf(before.id)}`));
      const lowest = before.capacity - (least?.left ?? before.capacity);
      if (input.capacity < lowest) throw new Invalid(atField('capacity', zoneCapacityAtLeast(lowest)), [{ path: 'capacity', message: zoneCapacityAtLeast(lowest) }]);
    }
  },
  async afterWrite(tx, { id, input, before }) {
    await tx.delete(zoneGates).where(eq(zoneGates.zoneId, id));
    if (input.gate_ids.length) await tx.insert(zoneGates).values(input.gate_ids.map((gateId) => ({ zoneId: id, gateId })));
    if (!before) {
      // The venue's matches still to be played sell a new zone too, at its price with all its places;
      // a numbered one closed until its seats are made and staff open it.
      const made = await tx.execute(sql`insert into match_zones (match_id, zone_id, price_satang, closed, unlimited)
        select m.id, ${id}, ${bahtToSatang(input.default_price)}, ${input.numbered}, false from ${upcomingMatchOf(id)} as m
        on conflict do nothing returning match_id`) as unknown as { rows: { match_id: string }[] };
      await createShards(tx, made.rows.map((m) => ({ matchId: m.match_id, zoneId: id, places: input.capacity, capacity: input.capacity })));
      return;
    }
    const change = input.capacity - before.capacity;
    if (change) {
      // Each upcoming match's places, one match after another in one order; fewer than fans left fails it all (match_zone_shards_available_check).
      const selling = await tx.select({ matchId: matchZones.matchId }).from(matchZones)
        .where(and(eq(matchZones.zoneId, id), eq(matchZones.unlimited, false), sql`${matchZones.matchId} in ${upcomingMatchOf(id)}`)).orderBy(asc(matchZones.matchId));
      for (const m of selling) await changePlaces(tx, m.matchId, id, change);
    }
  },
  async refuseDelete(tx, id) {
    const [bought] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.zoneId, id));
    if (bought?.n) return zoneHasPurchases(bought.n);
    const [zone] = await tx.select({ venueId: venueZones.venueId }).from(venueZones).where(eq(venueZones.id, id));
    const [zones] = await tx.select({ n: count() }).from(venueZones).where(eq(venueZones.venueId, zone!.venueId));
    if ((zones?.n ?? 0) <= 1) return 'zone.last_of_venue';
    // No fan bought in it: the matches selling it let it go with the zone (its seats and gates go by cascade).
    await tx.delete(matchZones).where(eq(matchZones.zoneId, id));
    return null;
  },
  hasUpdatedAt: true,
});

// ---- gates ----

const gatesResource = define({
  path: 'gates',
  entity: 'gate',
  notFound: 'zone.gate_not_found',
  table: venueGates,
  inputSchema: gateInputSchema,
  extra: { zone_count: sql<number>`(select count(*)::int from zone_gates zg where zg.gate_id = venue_gates.id)` },
  toDto: (g, x): AdminGateDto => ({
    id: g.id, venue_id: g.venueId, code: g.code, name: g.name, name_th: g.nameTh, zone_count: x.zone_count, created_at: g.createdAt.toISOString(),
  }),
  toColumns: (i) => ({ venueId: i.venue_id, code: i.code, name: i.name, nameTh: i.name_th }),
  search: [venueGates.code, venueGates.name, venueGates.nameTh],
  filters: (raw) => {
    const f = parse(venueFilter, raw);
    return [f.venue_id ? eq(venueGates.venueId, f.venue_id) : undefined];
  },
  sortable: { code: venueGates.code, name: venueGates.name, name_th: venueGates.nameTh, created_at: venueGates.createdAt },
  defaultSort: 'code',
  constraints: () => ({
    unique: { venue_gates_venue_code: { path: 'code', message: 'zone.gate_code_taken' } },
    invalid: {
      venue_gates_venue_id_venues_id_fk: { path: 'venue_id', message: 'catalogue.venue_not_found' },
      venue_gates_code_check: { path: 'code', message: 'zone.gate_code' },
      venue_gates_bit_check: { path: 'venue_id', message: 'zone.gates_full' },
    },
  }),
  // Its zones name it among their gates: it stays in their stadium.
  async beforeWrite(_tx, { input, before }) {
    if (before && before.venue_id !== input.venue_id) throw new Conflict('zone.venue_fixed', [{ path: 'venue_id', message: 'zone.venue_fixed' }]);
  },
  hasUpdatedAt: false,
});

export const ZONE_RESOURCES: AnyResource[] = [zonesResource, gatesResource];

// ---- what a match sells of a zone (no id column of its own: `{match_id}:{zone_id}`) ----

const matchZoneColumns = {
  matchId: matchZones.matchId, zoneId: matchZones.zoneId, code: venueZones.code, name: venueZones.name, nameTh: venueZones.nameTh,
  colour: venueZones.colour, numbered: venueZones.numbered, sortOrder: venueZones.sortOrder,
  priceSatang: matchZones.priceSatang, closed: matchZones.closed, unlimited: matchZones.unlimited, available: matchZonePlaces,
  sold: sql<number>`(select coalesce(sum(p.quantity), 0)::int from purchases p
    where p.match_id = ${matchZones.matchId} and p.zone_id = ${matchZones.zoneId} and p.status = 'completed')`,
  held: sql<number>`(select coalesce(sum(p.quantity), 0)::int from purchases p
    where p.match_id = ${matchZones.matchId} and p.zone_id = ${matchZones.zoneId} and p.status <> 'completed' and p.seats_released_at is null)`,
  // A sum is bigint in PostgreSQL (a string in the driver): read back as a number.
  revenueSatang: sql<number>`(select coalesce(sum(p.total_satang), 0)::bigint from purchases p
    where p.match_id = ${matchZones.matchId} and p.zone_id = ${matchZones.zoneId} and p.status = 'completed')`.mapWith(Number),
};

const selectMatchZones = (db: Db | Tx) => db.select(matchZoneColumns).from(matchZones).innerJoin(venueZones, eq(venueZones.id, matchZones.zoneId));

const matchZoneDto = (r: Awaited<ReturnType<typeof selectMatchZones>>[number]): AdminMatchZoneDto => ({
  id: `${r.matchId}:${r.zoneId}`,
  match_id: r.matchId,
  zone_id: r.zoneId,
  code: r.code,
  name: r.name,
  name_th: r.nameTh,
  colour: r.colour,
  numbered: r.numbered,
  sort_order: r.sortOrder,
  price: satangToBaht(r.priceSatang),
  price_satang: r.priceSatang,
  closed: r.closed,
  unlimited: r.unlimited,
  available: r.available,
  sold: r.sold,
  held: r.held,
  revenue: satangToBaht(r.revenueSatang),
  revenue_satang: r.revenueSatang,
});

const uuid = z.uuid();
/** The match and zone of a match zone's id; null for anything else. */
function matchZoneKey(id: string): { matchId: string; zoneId: string } | null {
  const [matchId, zoneId, ...rest] = id.split(':');
  return !rest.length && uuid.safeParse(matchId).success && uuid.safeParse(zoneId).success ? { matchId: matchId!, zoneId: zoneId! } : null;
}
const keyCondition = (k: { matchId: string; zoneId: string }) => and(eq(matchZones.matchId, k.matchId), eq(matchZones.zoneId, k.zoneId));

export const MATCH_ZONE_SORT = { sort_order: venueZones.sortOrder, code: venueZones.code, name: venueZones.name, price: matchZones.priceSatang, available: matchZonePlaces };

const matchZoneFilter = z.object({
  match_id: z.uuid(msg('filter.match_id')).optional(),
  id: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v])).optional(),
}).passthrough();

export async function listMatchZones(db: Db, q: ListQuery<(typeof MATCH_ZONE_SORT)[keyof typeof MATCH_ZONE_SORT]>) {
  const f = parse(matchZoneFilter, q.filter);
  const keys = f.id?.map(matchZoneKey).filter((k) => k !== null);
  const where = and(
    f.match_id ? eq(matchZones.matchId, f.match_id) : undefined,
    keys ? (keys.length ? sql`(${sql.join(keys.map(keyCondition).map((c) => sql`(${c})`), sql` or `)})` : sql`false`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectMatchZones(db).where(where).orderBy(q.sort.order === 'ASC' ? asc(q.sort.by) : sql`${q.sort.by} desc`, asc(venueZones.code))
      .limit(keys ? Math.max(q.limit, keys.length) : q.limit).offset(q.offset),
    db.select({ n: count() }).from(matchZones).innerJoin(venueZones, eq(venueZones.id, matchZones.zoneId)).where(where),
  ]);
  return { rows: rows.map(matchZoneDto), total: total?.n ?? 0 };
}

/** The zones of these matches as sold now, in each venue's order (the dashboard's and the zone sales export's figures). */
export async function matchZonesOf(db: Db, matchIds: string[]): Promise<AdminMatchZoneDto[]> {
  if (!matchIds.length) return [];
  const rows = await selectMatchZones(db).where(inArray(matchZones.matchId, matchIds)).orderBy(asc(venueZones.sortOrder), asc(venueZones.code));
  return rows.map(matchZoneDto);
}

export async function getMatchZone(db: Db | Tx, id: string): Promise<AdminMatchZoneDto> {
  const key = matchZoneKey(id);
  const [row] = key ? await selectMatchZones(db).where(keyCondition(key)) : [];
  if (!row) throw new NotFound('zone.match_zone_not_found');
  return matchZoneDto(row);
}

const matchZoneConstraints: ConstraintMessages = {
  invalid: {
    match_zone_shards_available_check: { path: 'seats_change', message: 'match.seats_below_zero' },
    match_zones_price_check: { path: 'price', message: fieldNegative('field.ticket_price') },
  },
};

/**
 * Staff change a match's zone: price, closed, unlimited, and places added or taken off sale
 * (`seats_change`) from what is left when the row is locked; the form's own `available` is ignored.
 */
export async function updateMatchZone(db: Db, actorId: string, id: string, body: unknown): Promise<AdminMatchZoneDto> {
  const key = matchZoneKey(id);
  if (!key) throw new NotFound('zone.match_zone_not_found');
  return translateDbErrors(matchZoneConstraints, () => db.transaction(async (tx) => {
    const [locked] = await tx.select({ zoneId: matchZones.zoneId }).from(matchZones).where(keyCondition(key)).for('update');
    if (!locked) throw new NotFound('zone.match_zone_not_found');
    const before = await getMatchZone(tx, id);
    const { available: _stale, ...given } = (body ?? {}) as Record<string, unknown>;
    const input = mergeInput(matchZoneInputSchema, { price: before.price, closed: before.closed, unlimited: before.unlimited }, given);
    const refused = (path: string, message: 'match_zone.numbered_unlimited' | 'match_zone.numbered_places'): never => {
      throw new Invalid(atField(path, message), [{ path, message }]);
    };
    if (before.numbered && input.unlimited) refused('unlimited', 'match_zone.numbered_unlimited');
    if (before.numbered && input.seats_change) refused('seats_change', 'match_zone.numbered_places');
    await reviseMatchZone(tx, key.matchId, key.zoneId, {
      priceSatang: bahtToSatang(input.price), closed: input.closed, unlimited: input.unlimited, seatsChange: input.seats_change,
    });
    const after = await getMatchZone(tx, id);
    const changes = diff(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
    if (Object.keys(changes).length) {
      await audit(tx, { actorId, action: 'match_zone.updated', entityType: 'match_zone', entityId: id, changes: { ...changes, seats_change: input.seats_change } });
    }
    return after;
  }));
}

// ---- a numbered zone's seats ----

function seatsRefusal(r: SeatRowsRefusal): Invalid {
  const problem = ((): FieldProblem => {
    switch (r.refusal) {
      case 'rows': return { path: 'rows', message: 'zone.seat_rows' };
      case 'numbers': return { path: 'to', message: 'zone.seat_numbers' };
      case 'aisle': return { path: 'aisleAfter', message: 'zone.seat_aisle' };
      case 'too_many': return { path: 'rows', message: zoneSeatsTooMany(MAX_GENERATED_SEATS) };
      case 'seat': return { path: 'wheelchair', message: zoneSeatNotMade(r.seat) };
      default: return assertNever(r);
    }
  })();
  return new Invalid(atField(problem.path, problem.message), [problem]);
}

/**
 * Replaces a numbered zone's seats while no fan holds one (a held seat's row refuses the delete,
 * whoever wins a race), and makes its capacity their count: the upcoming matches then have all of
 * them on sale, none being held.
 */
export async function makeZoneSeats(db: Db, actorId: string, zoneId: string, body: unknown): Promise<AdminZoneDto> {
  const input = parse(zoneSeatsInputSchema, body ?? {});
  const spec = seatRowsSpec(input);
  if ('refusal' in spec) throw seatsRefusal(spec);
  const held: ConstraintMessages = { inUse: { match_seats_seat_id_venue_seats_id_fk: 'zone.seats_held', tickets_venue_seat_id_venue_seats_id_fk: 'zone.seats_held' } };
  return translateDbErrors(held, () => db.transaction(async (tx) => {
    const [zone] = await tx.select({ numbered: venueZones.numbered }).from(venueZones).where(eq(venueZones.id, zoneId)).for('update');
    if (!zone) throw new NotFound('zone.not_found');
    if (!zone.numbered) throw new Conflict('zone.not_numbered');
    const before = await getRecord(tx, zonesResource, zoneId);
    await tx.delete(venueSeats).where(eq(venueSeats.zoneId, zoneId));
    const seats = spec.seats.map((s) => ({ zoneId, ...s }));
    for (let i = 0; i < seats.length; i += 1000) await tx.insert(venueSeats).values(seats.slice(i, i + 1000));
    await tx.update(venueZones).set({ capacity: seats.length, updatedAt: sql`now()` }).where(eq(venueZones.id, zoneId));
    const selling = await tx.select({ matchId: matchZones.matchId }).from(matchZones)
      .where(and(eq(matchZones.zoneId, zoneId), sql`${matchZones.matchId} in ${upcomingMatchOf(zoneId)}`)).orderBy(asc(matchZones.matchId));
    for (const m of selling) await resetPlaces(tx, m.matchId, zoneId, seats.length);
    const after = await getRecord(tx, zonesResource, zoneId);
    await audit(tx, {
      actorId, action: 'zone.seats_made', entityType: 'zone', entityId: zoneId,
      changes: { ...diff(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>), rows: input.rows, from: input.from, to: input.to, aisle_after: input.aisleAfter, wheelchair: input.wheelchair, companion: input.companion },
    });
    return after;
  }));
}
