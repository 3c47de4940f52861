/**
 * The lifecycle of a ticket purchase, every move it makes in one place: created holding its seats,
 * cancelled by the fan, verifying once its slip is read, approved (staff) or confirmed (the system's
 * payment check) or rejected by staff, expired by the sweep. Reading purchases and matches is
 * match-queries.ts's. Which move may follow which is PURCHASE_TRANSITIONS in @club/core (the sites read
 * it too). Each move changes the status only from one that may lead there, under the row's lock,
 * gives back or takes again the seats its new status asks for, announces itself in the outbox and,
 * when staff or the system's payment check made it, is audited: all in the caller's transaction. api routes and worker jobs
 * change a purchase through these functions and no other way.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_TICKETS_PER_PURCHASE, bestAvailable, seasonSaleState, PURCHASE_PAID, PURCHASE_TRANSITIONS, purchaseReference, type OutboxEventPayloads, type PurchaseStatus, type RejectionReason } from '@club/core';
import { audit } from './audit.js';
import { dbError, type Db, type Tx } from './client.js';
import { onSaleNow, saleStarted } from './feed-fixtures.js';
import { matchWithTeams, selectMatches } from './match-queries.js';
import { recordEvent } from './outbox.js';
import { expireUnpaidRows } from './unpaid.js';
import * as exchange from './exchange-lifecycle.js';
import { fanMatchSeats, matchSeats, matchZoneShards, matchZones, matches, outboxEvents, purchases, seasonPassMatches, seasonPasses, users, venueSeats, venueZones } from './schema/index.js';
import { purchasePlaceOf } from './ticket-queries.js';
import { zoneSeatRows } from './zone-queries.js';
import { MAX_SHARDS, givePlacesBack, largestShard, placesLeftOf, spreadAgain } from './zone-places.js';

type Purchase = typeof purchases.$inferSelect;

/** The statuses a purchase holds no seats in: entering one gives them back. */
const SEATS_GIVEN_BACK: readonly PurchaseStatus[] = ['cancelled', 'expired', 'rejected'];

// ---- seats ----

/** A shard for a hold to try first, drawn for each attempt so buyers spread over a zone's shards (a zone of fewer shards: the fullest is tried when it names none). */
const shardPick = () => randomInt(MAX_SHARDS);

/**
 * Take `quantity` places of a match's zone, never below zero, as three steps of one statement
 * (`hold_zone`, `hold_taken`, `held`; the caller puts them in its WITH). The zone is the one named,
 * or (none named) the match's only open zone, numbered when seats are named; unlimited zones are
 * not counted. The places come from one of the zone's shards (zone-places.ts): the one `shard`
 * draws if it has them, else the fullest; a buyer waits for the buyer ahead on that shard only, as
 * buyers of eight matches each wait on their own match (skipping locked shards instead made buyers
 * scan and meet on the same free ones: slower and less steady under pgbench). One conditional
 * update, so two buyers racing for a shard's last place cannot both win. `held` answers the zone
 * and its price; no row when the match is not on sale, the zone is closed, or the shard tried was
 * short (create tries again while the zone has places). Run on its own, or as steps of the statement that writes a new purchase, which passes
 * placeholders and SQL.
 */
function seatHold(
  db: Db | Tx,
  matchId: string | SQLWrapper,
  zoneId: string | null | SQLWrapper,
  quantity: number | SQLWrapper,
  numbered: boolean | SQLWrapper,
  shard: number | SQLWrapper,
) {
  const onlyOpenZone = sql`(select count(*) from ${matchZones} z where z.match_id = ${matchId} and not z.closed) = 1`;
  const zone = db.$with('hold_zone').as(db
    .select({ matchId: matchZones.matchId, zoneId: matchZones.zoneId, priceSatang: matchZones.priceSatang, unlimited: matchZones.unlimited, ticketsPerFan: matches.ticketsPerFan })
    .from(matchZones)
    .innerJoin(matches, eq(matches.id, matchZones.matchId))
    .where(and(
      eq(matchZones.matchId, matchId), eq(matches.status, 'scheduled'), eq(matchZones.closed, false),
      sql`(${matchZones.zoneId} = ${zoneId}::uuid or (${zoneId}::uuid is null and ${onlyOpenZone}))`,
      // Seats are named for a numbered zone and only for one.
      sql`(select ${venueZones.numbered} from ${venueZones} where ${venueZones.id} = ${matchZones.zoneId}) = (${numbered})`,
    )));
  const q = sql`${quantity}::int`;
  const ofZone = sql`c.match_id = hz.match_id and c.zone_id = hz.zone_id`;
  const drawn = sql`(select c.shard from ${matchZoneShards} c where ${ofZone} and c.shard = ${shard}::int and c.available >= ${q})`;
  const fullest = sql`(select c.shard from ${matchZoneShards} c where ${ofZone} and c.available >= ${q} order by c.available desc limit 1)`;
  const taken = db.$with('hold_taken', {}).as(sql`
    update ${matchZoneShards} s set available = s.available - ${q}
    from ${zone} hz
    where not hz.unlimited and s.match_id = hz.match_id and s.zone_id = hz.zone_id and s.available >= ${q}
      and s.shard = coalesce(${drawn}, ${fullest})
    returning s.shard`);
  const held = db.$with('held', { zoneId: matchZones.zoneId, priceSatang: matchZones.priceSatang, ticketsPerFan: matches.ticketsPerFan }).as(sql`
    select hz.zone_id, hz.price_satang, hz.tickets_per_fan from ${zone} hz where hz.unlimited or exists (select from ${taken})`);
  return [zone, taken, held] as const;
}

const seatsGone = new Error('seats gone');

/**
 * Hold a purchase's places again (a late slip), its numbered seats too: all of them or (false)
 * none, the attempt undone to its savepoint when the zone is short or any seat was taken since.
 */
async function takeSeatsAgain(tx: Tx, p: Purchase): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      if (p.fromExchange) {
        // Listings on offer again, oldest first (their seats may differ from those first held).
        const reserved = await exchange.reserve(sp, { id: p.id, matchId: p.matchId!, zoneId: p.zoneId, quantity: p.quantity });
        if (!reserved) throw seatsGone;
        await sp.update(purchases).set({ seatIds: reserved.seatIds }).where(eq(purchases.id, p.id));
        return;
      }
      if (p.seasonPassId) {
        if (!(await seasonHold(sp, p.seasonPassId)).length) throw seatsGone;
        if (p.seatIds && !(await holdSeasonSeat(sp, p.seasonPassId, p.seatIds[0]!, p.id))) throw seatsGone;
        return;
      }
      const steps = seatHold(sp, p.matchId!, p.zoneId, p.quantity, p.seatIds !== null, shardPick());
      if (!(await sp.with(...steps).select().from(steps[2])).length) throw seatsGone;
      if (!p.seatIds) return;
      const held = await sp.insert(matchSeats).values(p.seatIds.map((seatId) => ({ matchId: p.matchId!, seatId, purchaseId: p.id })))
        .onConflictDoNothing().returning({ seatId: matchSeats.seatId });
      if (held.length !== p.seatIds.length) throw seatsGone;
    });
    return true;
  } catch (err) {
    if (err === seatsGone) return false;
    throw err;
  }
}

/** Give a purchase's places back, once: the purchase row remembers that it released them. */
async function releaseSeats(tx: Tx, purchaseId: string): Promise<void> {
  const [released] = await tx
    .update(purchases)
    .set({ seatsReleasedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.seatsReleasedAt)))
    .returning({ matchId: purchases.matchId, seasonPassId: purchases.seasonPassId, fromExchange: purchases.fromExchange, zoneId: purchases.zoneId, quantity: purchases.quantity });
  if (!released) return;
  await tx.delete(matchSeats).where(eq(matchSeats.purchaseId, purchaseId));
  // Bought on the exchange: the listings go back on offer, the zone's own places are untouched.
  if (released.fromExchange) {
    await exchange.release(tx, purchaseId);
    return;
  }
  // A season pass goes back to the pass (the sweep gives it to the matches once the sale has ended).
  if (released.seasonPassId) {
    await tx.update(seasonPasses).set({ available: sql`${seasonPasses.available} + 1` }).where(eq(seasonPasses.id, released.seasonPassId));
    return;
  }
  await givePlacesBack(tx, released.matchId!, released.zoneId, released.quantity);
}

/**
 * Keep the fan's count of their seats of the match (fan_match_seats) in step with a move, in seats
 * more (+) or fewer (-). Never below zero: purchases written before the count existed, or by hand,
 * are not in it. Seats taken again for a late slip are not refused for the match's limit per fan
 * (the fan has paid): that row's limit is lifted until their next purchase sets it again.
 */
async function countFanSeats(tx: Tx, p: Purchase, change: { held: number; unpaid: number }): Promise<void> {
  if ((!change.held && !change.unpaid) || !p.matchId) return;
  await tx.update(fanMatchSeats)
    .set({
      heldSeats: sql`greatest(${fanMatchSeats.heldSeats} + ${change.held}, 0)`,
      unpaidSeats: sql`greatest(${fanMatchSeats.unpaidSeats} + ${change.unpaid}, 0)`,
      ...(change.held > 0 ? { heldLimit: null } : {}),
    })
    .where(and(eq(fanMatchSeats.userId, p.userId), eq(fanMatchSeats.matchId, p.matchId)));
}

// ---- the one way a status changes ----

/** A move made, or why not: no such purchase (`from` null), a status it may not leave for that one, or (approving a late slip) no seats left. */
export type PurchaseMove =
  | { ok: true; purchase: Purchase; from: PurchaseStatus }
  | { ok: false; from: PurchaseStatus | null; noSeats?: true };

type PurchasePatch = Partial<Pick<Purchase, 'completedAt' | 'rejectionReason' | 'rejectionNote' | 'rejectedAt' | 'cancelledAt'>>;

/** How a payment reached the club (a slip, a statement line, the bank's callback), kept in the audit row of the move it made. */
type HowPaid = { source: string; provider: string | null; transRef: string };

/**
 * Move a purchase to `to` if (and only if) its status may lead there: the row locked first, so a
 * second staff member deciding the same slip, or a retried job, is judged on the status the
 * first left. Gives the seats back on entering a status that holds none, and holds them again
 * when a purchase whose seats went back is completed (a late slip) or sent back to staff with a
 * new slip after a rejection (the fan is told at once if they are gone). `owner` limits it to one
 * fan's purchases; `by` audits it as that staff member's, or (null) as the system's, under
 * `purchase.<action>` (the new status unless said) with `details`.
 */
async function move(
  tx: Tx,
  id: string,
  to: PurchaseStatus,
  patch: PurchasePatch = {},
  { owner, by, action = to, details }: { owner?: string; by?: string | null; action?: string; details?: Record<string, unknown> } = {},
): Promise<PurchaseMove> {
  const [current] = await tx.select().from(purchases)
    .where(and(eq(purchases.id, id), owner ? eq(purchases.userId, owner) : undefined)).for('update');
  if (!current) return { ok: false, from: null };
  const from = current.status;
  if (!PURCHASE_TRANSITIONS[from].includes(to)) return { ok: false, from };
  const retaken = current.seatsReleasedAt !== null && (to === 'completed' || from === 'rejected');
  if (retaken && !(await takeSeatsAgain(tx, current))) return { ok: false, from, noSeats: true };
  const [purchase] = await tx.update(purchases)
    .set({ ...patch, ...(retaken ? { seatsReleasedAt: null } : {}), status: to, updatedAt: sql`now()` })
    .where(eq(purchases.id, id)).returning();
  if (SEATS_GIVEN_BACK.includes(to)) await releaseSeats(tx, id);
  // The fan's count follows: seats held (not given back) before and after, unpaid while not paid.
  const heldBefore = current.seatsReleasedAt === null;
  const heldAfter = retaken || (heldBefore && !SEATS_GIVEN_BACK.includes(to));
  const unpaid = (held: boolean, status: PurchaseStatus) => Number(held && !PURCHASE_PAID.includes(status));
  await countFanSeats(tx, current, {
    held: (Number(heldAfter) - Number(heldBefore)) * current.quantity,
    unpaid: (unpaid(heldAfter, to) - unpaid(heldBefore, from)) * current.quantity,
  });
  await recordEvent(tx, 'purchase.status_changed', { purchaseId: id, userId: current.userId, matchId: current.matchId, status: to });
  // Staff's moves, and the system's confirmations (by null), are audited; a fan's or a sweep's are not.
  if (by !== undefined) await audit(tx, { actorId: by, action: `purchase.${action}`, entityType: 'purchase', entityId: id, changes: { status: [from, to], ...details } });
  return { ok: true, purchase: purchase!, from };
}

// ---- the moves ----

/**
 * The statement every buyer of an on-sale runs, built once per database and prepared on each
 * connection. While the match is on sale, hold the places of the zone and, only if they were held,
 * write the purchase at the zone's price of that moment, hold its numbered seats (a seat held
 * already fails the whole statement on match_seats' key), announce it and save the phone to the
 * profile; answer the purchase with what it shows of its match, zone and seats. One statement is one transaction,
 * and the zone row every buyer wants stays locked only inside the database, never while a reply
 * travels to Node and back (with a transaction of several round trips, buyers queued on that lock).
 */
function prepareNewPurchase(db: Db) {
  const param = sql.placeholder;
  const seatIds = sql`${param('seatIds')}::uuid[]`;
  const onSale = db.$with('on_sale').as(db.select({ id: matches.id }).from(matches).where(and(eq(matches.id, param('matchId')), onSaleNow, saleStarted)));
  const [zone, taken, held] = seatHold(db, sql`(select ${onSale.id} from ${onSale})`, param('zoneId'), param('quantity'), sql`${seatIds} is not null`, param('shard'));
  const created = db.$with('created', getTableColumns(purchases)).as(sql`
    insert into ${purchases} (id, user_id, match_id, zone_id, seat_ids, quantity, unit_price_satang, total_satang, reference_number, phone, expires_at)
    select ${param('id')}::uuid, ${param('userId')}, ${param('matchId')}::uuid, ${held.zoneId}, ${seatIds}, ${param('quantity')}::int, ${held.priceSatang},
      ${held.priceSatang} * ${param('quantity')}::int, ${param('reference')}, ${param('phone')}, now() + make_interval(mins => ${param('paymentWindowMinutes')}::int)
    from ${held}
    returning *`);
  const seated = db.$with('seated', {}).as(sql`
    insert into ${matchSeats} (match_id, seat_id, purchase_id) select ${created.matchId}, unnest(${created.seatIds}), ${created.id} from ${created}`);
  // The fan's seats of this match go up on their own row; its CHECKs fail this whole statement (the
  // seats, the purchase, all of it) when they would pass MAX_TICKETS_PER_PURCHASE unpaid or the
  // match's limit per fan. Fans buying at once queue on that row (after the zone row), each judged
  // on what the one before committed: READ COMMITTED's ON CONFLICT DO UPDATE updates the newest version.
  const counted = db.$with('counted', {}).as(sql`
    insert into ${fanMatchSeats} (user_id, match_id, unpaid_seats, held_seats, unpaid_limit, held_limit)
    select ${created.userId}, ${created.matchId}, ${created.quantity}, ${created.quantity}, ${param('unpaidLimit')}::int, ${held.ticketsPerFan}
    from ${created}, ${held}
    on conflict (user_id, match_id) do update set
      unpaid_seats = ${fanMatchSeats}.unpaid_seats + excluded.unpaid_seats, held_seats = ${fanMatchSeats}.held_seats + excluded.held_seats,
      unpaid_limit = excluded.unpaid_limit, held_limit = excluded.held_limit`);
  const announced = db.$with('announced', {}).as(sql`
    insert into ${outboxEvents} (type, payload) select ${param('eventType')}, ${param('eventPayload')}::jsonb from ${created}`);
  const phoneSaved = db.$with('phone_saved', {}).as(sql`
    update ${users} set phone = ${param('phone')}, updated_at = now()
    where id = ${param('userId')} and phone is distinct from ${param('phone')} and exists (select from ${created})`);
  const fields = { p: created._.selectedFields, ...matchWithTeams, m: { matchDate: matches.matchDate, league: matches.league, leagueTh: matches.leagueTh }, place: purchasePlaceOf('created') };
  return selectMatches(db.with(onSale, zone, taken, held, created, seated, counted, announced, phoneSaved), fields)
    .innerJoin(created, eq(created.matchId, matches.id))
    .prepare('new_purchase');
}
const newPurchases = new WeakMap<Db, ReturnType<typeof prepareNewPurchase>>();
type NewPurchase = Awaited<ReturnType<ReturnType<typeof prepareNewPurchase>['execute']>>[number];

/** Why a purchase was not made. */
export type PurchaseRefusal =
  | { refused: 'match_not_found' | 'not_on_sale' | 'zone_not_found' | 'zone_closed' | 'sold_out' | 'not_numbered' | 'seat_not_found' | 'unpaid_limit' }
  | { refused: 'zone_required'; zones: string[] }
  | { refused: 'seat_taken'; seatIds: string[] }
  | { refused: 'tickets_per_fan'; limit: number }
  | { refused: 'sale_not_started'; saleStartsAt: Date };

/**
 * Why nothing was held: the match, the zone, (a numbered zone and no seats named) `pick` to choose
 * them, (the zone has the places, the shard tried had not) `retry`, or (sold out) `exchange` to buy
 * listed tickets of it.
 */
async function whyNotHeld(
  db: Db,
  input: { matchId: string; zoneId?: string; seatIds?: string[]; quantity: number },
): Promise<PurchaseRefusal | { pick: string } | { retry: string } | { exchange: string }> {
  const [match] = await db.select({ onSale: sql<boolean>`${onSaleNow}`, started: sql<boolean>`${saleStarted}`, saleStartsAt: matches.saleStartsAt })
    .from(matches).where(eq(matches.id, input.matchId));
  if (!match) return { refused: 'match_not_found' };
  if (!match.onSale) return { refused: 'not_on_sale' };
  if (!match.started) return { refused: 'sale_not_started', saleStartsAt: match.saleStartsAt! };
  const zones = await db.select({ id: matchZones.zoneId, closed: matchZones.closed, numbered: venueZones.numbered }).from(matchZones)
    .innerJoin(venueZones, eq(venueZones.id, matchZones.zoneId)).where(eq(matchZones.matchId, input.matchId));
  const open = zones.filter((z) => !z.closed);
  const zone = input.zoneId ? zones.find((z) => z.id === input.zoneId) : open.length === 1 ? open[0] : undefined;
  if (!zone) return input.zoneId ? { refused: 'zone_not_found' } : { refused: 'zone_required', zones: open.map((z) => z.id) };
  if (zone.closed) return { refused: 'zone_closed' };
  if (!zone.numbered && input.seatIds) return { refused: 'not_numbered' };
  if (zone.numbered && !input.seatIds) return { pick: zone.id };
  if ((await placesLeftOf(db, input.matchId, zone.id)) >= input.quantity) return { retry: zone.id };
  // Sold out: season holders' listed tickets, when the fan left the seats to the club.
  return input.seatIds ? { refused: 'sold_out' } : { exchange: zone.id };
}

/** How many times a purchase is tried again while its zone has the places but the shard it tried had not (each time a buyer ahead took some). */
const SHARD_RETRIES = 10;

/** How many times the server picks seats again when someone took one of those it picked first. */
const SEAT_PICKS = 3;
/** A pick after the first takes one of this many best blocks (bestAvailable's `among`): buyers who lost the same block spread out. */
const SPREAD_PICKS = 8;

/**
 * A fan buys: hold the places of the zone (never below zero) and the numbered seats, write the
 * purchase with a unique reference and its payment window, count the fan's seats of the match,
 * announce it and save the phone to the profile, in one statement. The zone may be left out when
 * the match sells one; a numbered zone's seats are the fan's choice or, left out, the best free
 * ones (picked again if someone takes one first). A zone sold out sells season holders' listed
 * tickets of it when the seats are left to the club (createFromExchange: answered as `fromExchange`).
 * Answers why not when the places could not be held, a chosen seat is taken, or the fan would hold
 * more than MAX_TICKETS_PER_PURCHASE unpaid or more than the match allows one fan.
 */
export async function create(
  db: Db,
  input: { userId: string; matchId: string; zoneId?: string; seatIds?: string[]; quantity: number; phone: string; paymentWindowMinutes: number },
): Promise<NewPurchase | { fromExchange: string } | PurchaseRefusal> {
  if (!newPurchases.has(db)) newPurchases.set(db, prepareNewPurchase(db));
  const id = randomUUID();
  const event: OutboxEventPayloads['purchase.status_changed'] = { purchaseId: id, userId: input.userId, matchId: input.matchId, status: 'pending' };
  const zoneId = input.seatIds ? await zoneOfSeats(db, input.seatIds, input.zoneId) : input.zoneId ?? null;
  if (input.seatIds && !zoneId) return { refused: 'seat_not_found' };
  let values = { ...input, zoneId, seatIds: input.seatIds ?? null, id, eventType: 'purchase.status_changed', eventPayload: event, unpaidLimit: MAX_TICKETS_PER_PURCHASE };
  // The server's choice of seats in a numbered zone, at most SEAT_PICKS times: null when it gives up or none are left.
  let picks = 0;
  const pickSeats = async (zone: string) => (picks++ < SEAT_PICKS
    ? bestAvailable(await zoneSeatRows(db, input.matchId, zone), input.quantity, { among: picks === 1 ? 1 : SPREAD_PICKS })
    : null);
  // A zone sold out but for season holders' listings: the purchase takes those, or the zone is sold out.
  const fromExchange = async (zone: string) => (await createFromExchange(db, { ...input, id, zoneId: zone, reference: purchaseReference() })) ?? { refused: 'sold_out' as const };
  // A reference collision is astronomically rare; the unique key undoes the whole statement and we draw again.
  let retries = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await newPurchases.get(db)!.execute({ ...values, reference: purchaseReference(), shard: shardPick() });
      if (row) return row;
      const why = await whyNotHeld(db, { ...input, zoneId: values.zoneId ?? undefined, seatIds: values.seatIds ?? undefined });
      if ('refused' in why) return why;
      if ('retry' in why) {
        // The shard tried was emptied by a buyer ahead, or the places left lie in shards each too small for this purchase.
        if (++retries > SHARD_RETRIES) return { refused: 'sold_out' };
        if ((await largestShard(db, input.matchId, why.retry)) < input.quantity) await spreadAgain(db, input.matchId, why.retry);
        continue;
      }
      if ('exchange' in why) return fromExchange(why.exchange);
      const best = await pickSeats(why.pick);
      if (!best) return fromExchange(why.pick);
      values = { ...values, zoneId: why.pick, seatIds: best.seatIds };
    } catch (err) {
      const { code, constraint } = dbError(err);
      if (constraint === 'fan_match_seats_unpaid_limit') return { refused: 'unpaid_limit' };
      if (constraint === 'fan_match_seats_held_limit') {
        const [match] = await db.select({ limit: matches.ticketsPerFan }).from(matches).where(eq(matches.id, input.matchId));
        return { refused: 'tickets_per_fan', limit: match?.limit ?? 0 };
      }
      if (constraint === 'match_seats_match_id_seat_id_pk' && values.seatIds) {
        // The fan's own choice: say which seats are gone. The server's pick: pick again.
        if (input.seatIds) return { refused: 'seat_taken', seatIds: await seatsHeld(db, input.matchId, input.seatIds) };
        const best = await pickSeats(values.zoneId!);
        if (!best) return fromExchange(values.zoneId!);
        values = { ...values, seatIds: best.seatIds };
        continue;
      }
      if (attempt >= 5 || code !== '23505') throw err;
    }
  }
}

const noListings = new Error('too few listings');

/**
 * A fan buys in a zone sold out but for season holders' listed tickets: the purchase, at the
 * zone's price, takes that many listings, oldest first, and their seats, all in one transaction;
 * the fan's seats of the match are counted as for any purchase (its checks refuse one over a
 * limit). Answers its id (`fromExchange`), or null when fewer are on offer.
 */
async function createFromExchange(
  db: Db,
  input: { id: string; userId: string; matchId: string; zoneId: string; quantity: number; phone: string; paymentWindowMinutes: number; reference: string },
): Promise<{ fromExchange: string } | null> {
  // The usual answer at a sell-out, without a transaction: nothing (or too little) on offer.
  if (((await exchange.offeredByZone(db, [input.matchId])).get(`${input.matchId}:${input.zoneId}`) ?? 0) < input.quantity) return null;
  try {
    return await db.transaction(async (tx) => {
      const [zone] = await tx.select({ priceSatang: matchZones.priceSatang, ticketsPerFan: matches.ticketsPerFan }).from(matchZones)
        .innerJoin(matches, eq(matches.id, matchZones.matchId))
        .where(and(eq(matchZones.matchId, input.matchId), eq(matchZones.zoneId, input.zoneId), eq(matchZones.closed, false), onSaleNow, saleStarted));
      if (!zone) throw noListings;
      await tx.insert(purchases).values({
        id: input.id, userId: input.userId, matchId: input.matchId, zoneId: input.zoneId, fromExchange: true, quantity: input.quantity,
        unitPriceSatang: zone.priceSatang, totalSatang: zone.priceSatang * input.quantity, referenceNumber: input.reference, phone: input.phone,
        expiresAt: sql`now() + make_interval(mins => ${input.paymentWindowMinutes})`,
      });
      const reserved = await exchange.reserve(tx, input);
      if (!reserved) throw noListings;
      if (reserved.seatIds) await tx.update(purchases).set({ seatIds: reserved.seatIds }).where(eq(purchases.id, input.id));
      await tx.insert(fanMatchSeats).values({
        userId: input.userId, matchId: input.matchId, unpaidSeats: input.quantity, heldSeats: input.quantity, unpaidLimit: MAX_TICKETS_PER_PURCHASE, heldLimit: zone.ticketsPerFan,
      }).onConflictDoUpdate({
        target: [fanMatchSeats.userId, fanMatchSeats.matchId],
        set: {
          unpaidSeats: sql`${fanMatchSeats.unpaidSeats} + excluded.unpaid_seats`, heldSeats: sql`${fanMatchSeats.heldSeats} + excluded.held_seats`,
          unpaidLimit: sql`excluded.unpaid_limit`, heldLimit: sql`excluded.held_limit`,
        },
      });
      await recordEvent(tx, 'purchase.status_changed', { purchaseId: input.id, userId: input.userId, matchId: input.matchId, status: 'pending' });
      await tx.update(users).set({ phone: input.phone, updatedAt: sql`now()` }).where(and(eq(users.id, input.userId), sql`${users.phone} is distinct from ${input.phone}`));
      return { fromExchange: input.id };
    });
  } catch (err) {
    if (err === noListings) return null;
    throw err;
  }
}

/** The zone these seats are all in (the one named, when it is), or null: a fan may not buy seats of another zone at this one's price. */
async function zoneOfSeats(db: Db, seatIds: string[], zoneId: string | undefined): Promise<string | null> {
  const seats = await db.select({ zoneId: venueSeats.zoneId }).from(venueSeats).where(inArray(venueSeats.id, seatIds));
  const zone = zoneId ?? seats[0]?.zoneId;
  return seats.length === seatIds.length && seats.every((seat) => seat.zoneId === zone) ? zone! : null;
}

/** Which of these seats someone holds for the match. */
async function seatsHeld(db: Db, matchId: string, seatIds: string[]): Promise<string[]> {
  const rows = await db.select({ seatId: matchSeats.seatId }).from(matchSeats).where(and(eq(matchSeats.matchId, matchId), inArray(matchSeats.seatId, seatIds)));
  return rows.map((r) => r.seatId);
}

// ---- season passes ----

/** Take one pass of its quota, never below zero: the pass's row is where two buyers of the last one queue. */
const seasonHold = (tx: Tx, passId: string) =>
  tx.update(seasonPasses).set({ available: sql`${seasonPasses.available} - 1` })
    .where(and(eq(seasonPasses.id, passId), sql`${seasonPasses.available} >= 1`))
    .returning({ zoneId: seasonPasses.zoneId, priceSatang: seasonPasses.priceSatang });

/** The scheduled matches a pass covers now. */
export async function coveredMatchIds(db: Db | Tx, passId: string): Promise<string[]> {
  const rows = await db.select({ id: seasonPassMatches.matchId }).from(seasonPassMatches)
    .innerJoin(matches, eq(matches.id, seasonPassMatches.matchId))
    .where(and(eq(seasonPassMatches.seasonPassId, passId), eq(matches.status, 'scheduled')));
  return rows.map((r) => r.id);
}

/** Hold a holder's numbered seat in every match the pass covers: all of them (true) or, one being held by someone, none (false, undone by the caller). */
async function holdSeasonSeat(tx: Tx, passId: string, seatId: string, purchaseId: string): Promise<boolean> {
  const ids = await coveredMatchIds(tx, passId);
  if (!ids.length) return true;
  const held = await tx.insert(matchSeats).values(ids.map((matchId) => ({ matchId, seatId, purchaseId })))
    .onConflictDoNothing().returning({ matchId: matchSeats.matchId });
  return held.length === ids.length;
}

/** Why a season pass was not bought. */
export type SeasonRefusal = { refused: 'season_not_found' | 'not_on_sale' | 'sold_out' | 'not_renewable' | 'seat_taken' | 'seat_not_found' | 'not_numbered' };

const seasonSeatTaken = new Error('season seat taken');

/**
 * A fan buys a season pass: one of its quota and, in a numbered zone, one seat free in every match
 * it covers (theirs, the best free one, or when renewing their seat of last season's pass), at the
 * pass's price, with the payment window of any purchase. In the renewal window only holders of last
 * season's pass may buy, each renewing their holding once. Answers the purchase's id, or why not.
 */
export async function createSeason(
  db: Db,
  input: { userId: string; passId: string; phone: string; seatId?: string; renewPurchaseId?: string; paymentWindowMinutes: number; now: Date },
): Promise<{ purchaseId: string } | SeasonRefusal> {
  const [row] = await db.select({ pass: seasonPasses, numbered: venueZones.numbered }).from(seasonPasses)
    .innerJoin(venueZones, eq(venueZones.id, seasonPasses.zoneId)).where(eq(seasonPasses.id, input.passId));
  if (!row) return { refused: 'season_not_found' };
  const { pass, numbered } = row;
  const state = seasonSaleState(pass, input.now);
  let seatId = input.seatId ?? null;
  let renewedFromId: string | null = null;
  if (input.renewPurchaseId) {
    if (state !== 'renewal' && state !== 'on_sale') return { refused: 'not_on_sale' };
    const [old] = pass.renewsPassId ? await db.select().from(purchases).where(and(
      eq(purchases.id, input.renewPurchaseId), eq(purchases.userId, input.userId), eq(purchases.seasonPassId, pass.renewsPassId),
      eq(purchases.status, 'completed'), isNull(purchases.seatsReleasedAt),
    )) : [];
    // Renewed once: a second renewal while the first holds is refused here (and by purchases_renewed_from).
    const [renewal] = old ? await db.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.renewedFromId, old.id), isNull(purchases.seatsReleasedAt))) : [];
    if (!old || renewal) return { refused: 'not_renewable' };
    seatId = old.seatIds?.[0] ?? null;
    renewedFromId = old.id;
  } else if (state !== 'on_sale') {
    return { refused: state === 'renewal' ? 'not_renewable' : 'not_on_sale' };
  }
  if (seatId && !numbered) return { refused: 'not_numbered' };
  if (numbered && !seatId) {
    const best = bestAvailable(await zoneSeatRows(db, await coveredMatchIds(db, pass.id), pass.zoneId), 1);
    if (!best) return { refused: 'sold_out' };
    seatId = best.seatIds[0]!;
  }
  if (seatId && !(await zoneOfSeats(db, [seatId], pass.zoneId))) return { refused: 'seat_not_found' };
  const id = randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (!(await seasonHold(tx, pass.id)).length) return { refused: 'sold_out' } as const;
        await tx.insert(purchases).values({
          id, userId: input.userId, seasonPassId: pass.id, renewedFromId, zoneId: pass.zoneId, seatIds: seatId ? [seatId] : null, quantity: 1,
          unitPriceSatang: pass.priceSatang, totalSatang: pass.priceSatang, referenceNumber: purchaseReference(), phone: input.phone,
          expiresAt: sql`now() + make_interval(mins => ${input.paymentWindowMinutes})`,
        });
        if (seatId && !(await holdSeasonSeat(tx, pass.id, seatId, id))) throw seasonSeatTaken;
        await recordEvent(tx, 'purchase.status_changed', { purchaseId: id, userId: input.userId, matchId: null, status: 'pending' });
        await tx.update(users).set({ phone: input.phone, updatedAt: sql`now()` }).where(and(eq(users.id, input.userId), sql`${users.phone} is distinct from ${input.phone}`));
        return { purchaseId: id };
      });
    } catch (err) {
      if (err === seasonSeatTaken) return { refused: 'seat_taken' };
      const { code, constraint } = dbError(err);
      if (constraint === 'purchases_season_seat') return { refused: 'seat_taken' };
      if (constraint === 'purchases_renewed_from') return { refused: 'not_renewable' };
      if (attempt >= 5 || code !== '23505') throw err;
    }
  }
}

/** The fan gives up a purchase still awaiting payment; its seats go back on sale. Irreversible. */
export const cancel = (tx: Tx, userId: string, id: string) => move(tx, id, 'cancelled', { cancelledAt: new Date() }, { owner: userId });

/** Its slip has been read: the purchase waits for staff. */
export const markVerifying = (tx: Tx, id: string) => move(tx, id, 'verifying');

/** Completed and audited as `audited` says, its tickets to be issued (a late slip's seats taken again first: `noSeats` when they are gone). */
async function complete(tx: Tx, id: string, audited: { by: string | null; action: 'approved' | 'confirmed'; details?: HowPaid }): Promise<PurchaseMove> {
  const moved = await move(tx, id, 'completed', { completedAt: new Date() }, audited);
  if (moved.ok && moved.purchase.fromExchange) await exchange.sell(tx, id);
  if (moved.ok) await recordEvent(tx, 'purchase.approved', { purchaseId: id });
  return moved;
}

/**
 * Staff approve the payment: the slip they looked at, or (`paid`) a statement line they assigned
 * to the purchase. Audited as theirs (purchase.approved), with how it was paid when they say.
 */
export const approve = (tx: Tx, staffId: string, id: string, paid?: HowPaid): Promise<PurchaseMove> =>
  complete(tx, id, { by: staffId, action: 'approved', details: paid });

/**
 * The system confirms the payment, no staff involved: the bank reported it (a verified slip, a
 * statement line, the bank's callback) and every check passed. Audited as the system's
 * (purchase.confirmed) with how it was paid.
 */
export const confirm = (tx: Tx, id: string, paid: HowPaid): Promise<PurchaseMove> =>
  complete(tx, id, { by: null, action: 'confirmed', details: paid });

/** Staff reject the slip, saying why (a preset reason, and their note); the seats go back on sale and the fan is mailed. */
export async function reject(tx: Tx, staffId: string, id: string, { reason, note }: { reason: RejectionReason; note?: string }): Promise<PurchaseMove> {
  const moved = await move(tx, id, 'rejected', { rejectionReason: reason, rejectionNote: note ?? null, rejectedAt: new Date() }, { by: staffId, details: { reason, note } });
  if (moved.ok) await recordEvent(tx, 'purchase.rejected', { purchaseId: id, userId: moved.purchase.userId, reason, note: note ?? null, rejectedAt: moved.purchase.rejectedAt!.toISOString() });
  return moved;
}

/**
 * The fan sends a new slip for a rejected payment (in the transaction that stores it): back to
 * staff, its seats taken again (`noSeats` when they are gone), the rejection cleared from the row
 * (the audit log keeps it). There is no undo: staff decide it again.
 */
export const resubmit = (tx: Tx, userId: string, id: string): Promise<PurchaseMove> =>
  move(tx, id, 'verifying', { rejectionReason: null, rejectionNote: null, rejectedAt: null }, { owner: userId });

/** Pending purchases past their window, with no receipt being checked or kept, become expired and free their seats. */
export const expireUnpaid = (db: Db): Promise<number> =>
  expireUnpaidRows(db, { table: 'purchases', awaiting: 'pending', receiptOf: 'purchase_id' }, async (tx, id) => (await move(tx, id, 'expired')).ok);
