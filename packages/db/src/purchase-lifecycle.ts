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
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_TICKETS_PER_PURCHASE, PURCHASE_PAID, PURCHASE_TRANSITIONS, purchaseReference, type OutboxEventPayloads, type PurchaseStatus, type RejectionReason } from '@club/core';
import { audit } from './audit.js';
import { dbError, type Db, type Tx } from './client.js';
import { onSaleNow } from './feed-fixtures.js';
import { matchWithTeams, selectMatches } from './match-queries.js';
import { recordEvent } from './outbox.js';
import { expireUnpaidRows } from './unpaid.js';
import { fanMatchSeats, matches, outboxEvents, purchases, users } from './schema/index.js';

type Purchase = typeof purchases.$inferSelect;

/** The statuses a purchase holds no seats in: entering one gives them back. */
const SEATS_GIVEN_BACK: readonly PurchaseStatus[] = ['cancelled', 'expired', 'rejected'];

// ---- seats ----

/**
 * Take `quantity` seats of a match, never below zero: one conditional update, so two buyers
 * racing for the last seat cannot both win. Unlimited matches are not counted. Returns the
 * ticket price; no row when the match is not on sale or has too few seats. Run on its own, or as
 * a step of the statement that writes a new purchase, which passes placeholders and SQL.
 */
function seatHold(db: Db | Tx, matchId: string | SQLWrapper, quantity: number | SQLWrapper) {
  return db
    .update(matches)
    .set({ availableTickets: sql`case when ${matches.unlimitedTickets} then ${matches.availableTickets} else ${matches.availableTickets} - ${quantity} end` })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'scheduled'), sql`(${matches.unlimitedTickets} or ${matches.availableTickets} >= ${quantity})`))
    .returning({ ticketPriceSatang: matches.ticketPriceSatang, ticketsPerFan: matches.ticketsPerFan });
}

/** Give a purchase's seats back, once: the purchase row remembers that it released them. */
async function releaseSeats(tx: Tx, purchaseId: string): Promise<void> {
  const [released] = await tx
    .update(purchases)
    .set({ seatsReleasedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.seatsReleasedAt)))
    .returning({ matchId: purchases.matchId, quantity: purchases.quantity });
  if (!released) return;
  await tx
    .update(matches)
    .set({ availableTickets: sql`${matches.availableTickets} + ${released.quantity}` })
    .where(and(eq(matches.id, released.matchId), eq(matches.unlimitedTickets, false)));
}

/**
 * Keep the fan's count of their seats of the match (fan_match_seats) in step with a move, in seats
 * more (+) or fewer (-). Never below zero: purchases written before the count existed, or by hand,
 * are not in it. Seats taken again for a late slip are not refused for the match's limit per fan
 * (the fan has paid): that row's limit is lifted until their next purchase sets it again.
 */
async function countFanSeats(tx: Tx, p: Purchase, change: { held: number; unpaid: number }): Promise<void> {
  if (!change.held && !change.unpaid) return;
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
  if (retaken && !(await seatHold(tx, current.matchId, current.quantity)).length) return { ok: false, from, noSeats: true };
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
 * connection. While the match is on sale, hold the seats and, only if they were held, write the
 * purchase at the price of that moment, announce it and save the phone to the profile; answer
 * the purchase with what it shows of its match. One statement is one transaction, and the match
 * row every buyer wants stays locked only inside the database, never while a reply travels to
 * Node and back (with a transaction of several round trips, buyers queued on that lock).
 */
function prepareNewPurchase(db: Db) {
  const param = sql.placeholder;
  const onSale = db.$with('on_sale').as(db.select({ id: matches.id }).from(matches).where(and(eq(matches.id, param('matchId')), onSaleNow)));
  const held = db.$with('held').as(seatHold(db, sql`(select ${onSale.id} from ${onSale})`, param('quantity')));
  const created = db.$with('created', getTableColumns(purchases)).as(sql`
    insert into ${purchases} (id, user_id, match_id, quantity, unit_price_satang, total_satang, reference_number, phone, expires_at)
    select ${param('id')}::uuid, ${param('userId')}, ${param('matchId')}::uuid, ${param('quantity')}::int, ${held.ticketPriceSatang},
      ${held.ticketPriceSatang} * ${param('quantity')}::int, ${param('reference')}, ${param('phone')}, now() + make_interval(mins => ${param('paymentWindowMinutes')}::int)
    from ${held}
    returning *`);
  // The fan's seats of this match go up on their own row; its CHECKs fail this whole statement (the
  // seats, the purchase, all of it) when they would pass MAX_TICKETS_PER_PURCHASE unpaid or the
  // match's limit per fan. Fans buying at once queue on that row (after the match row), each judged
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
  const fields = { p: created._.selectedFields, ...matchWithTeams, m: { matchDate: matches.matchDate, league: matches.league, leagueTh: matches.leagueTh } };
  return selectMatches(db.with(onSale, held, created, counted, announced, phoneSaved), fields)
    .innerJoin(created, eq(created.matchId, matches.id))
    .prepare('new_purchase');
}
const newPurchases = new WeakMap<Db, ReturnType<typeof prepareNewPurchase>>();
type NewPurchase = Awaited<ReturnType<ReturnType<typeof prepareNewPurchase>['execute']>>[number];

/**
 * A fan buys: hold the seats (never below zero), write the purchase with a unique reference and
 * its payment window, count the fan's seats of the match, announce it and save the phone to the
 * profile, in one statement. Answers why not when the seats could not be held, or the fan would
 * hold more than MAX_TICKETS_PER_PURCHASE unpaid or more than the match allows one fan.
 */
export async function create(
  db: Db,
  input: { userId: string; matchId: string; quantity: number; phone: string; paymentWindowMinutes: number },
): Promise<NewPurchase | { refused: 'match_not_found' | 'not_on_sale' | 'sold_out' | 'unpaid_limit' } | { refused: 'tickets_per_fan'; limit: number }> {
  if (!newPurchases.has(db)) newPurchases.set(db, prepareNewPurchase(db));
  const id = randomUUID();
  const event: OutboxEventPayloads['purchase.status_changed'] = { purchaseId: id, userId: input.userId, matchId: input.matchId, status: 'pending' };
  const values = { ...input, id, eventType: 'purchase.status_changed', eventPayload: event, unpaidLimit: MAX_TICKETS_PER_PURCHASE };
  // A reference collision is astronomically rare; the unique key undoes the whole statement and we draw again.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await newPurchases.get(db)!.execute({ ...values, reference: purchaseReference() });
      if (row) return row;
      const [match] = await db.select({ onSale: sql<boolean>`${onSaleNow}` }).from(matches).where(eq(matches.id, input.matchId));
      return { refused: !match ? 'match_not_found' : match.onSale ? 'sold_out' : 'not_on_sale' };
    } catch (err) {
      const { code, constraint } = dbError(err);
      if (constraint === 'fan_match_seats_unpaid_limit') return { refused: 'unpaid_limit' };
      if (constraint === 'fan_match_seats_held_limit') {
        const [match] = await db.select({ limit: matches.ticketsPerFan }).from(matches).where(eq(matches.id, input.matchId));
        return { refused: 'tickets_per_fan', limit: match?.limit ?? 0 };
      }
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
