/**
 * The lifecycle of a ticket, every move it makes in one place: issued for each seat of a paid
 * purchase, passed on by its holder, claimed by whoever a transfer to an address was for, admitted
 * at the gate. Which move may follow which is TICKET_TRANSITIONS in @club/core; whether a ticket
 * may be passed on or admitted now, and why not, is core's transferRefusal and admissionRefusal
 * (the fan's ticket list reads the first too). Each move locks the ticket, announces itself in the
 * outbox and is audited, all in the caller's transaction. api routes and worker jobs change a
 * ticket through these functions and no other way.
 *
 * A transfer has its reversal beside it (cancelTransfer) while the recipient has not received the
 * ticket; once they have, they pass it on in turn rather than back. Used ends a ticket (a fan
 * through the gate is in), and a paid purchase never leaves paid.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  MAX_CODE_VERSION, PURCHASE_PAID, gateVerdict, newTicketNumber, transferCancelRefusal, transferCancellableUntil, transferRefusal,
  type CheckInRefusal, type GateFacts, type ParsedTicketCode, type TransferCancelRefusal, type TransferRefusal,
} from '@club/core';
import { audit } from './audit.js';
import type { Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { issueSeasonTickets } from './season-lifecycle.js';
import { exchangeListings, gateScans, matches, purchases, ticketRevocations, tickets, users, zoneGates } from './schema/index.js';
import { listingHolds } from './exchange-lifecycle.js';
import { verifySignedCode } from './ticket-codes.js';
import type { TicketKeys } from './ticket-keys.js';
import { lowestValidVersion, revokeCodes } from './ticket-revocations.js';

type Ticket = typeof tickets.$inferSelect;

/** A ticket counted as issued (the gate's count, the dashboard's): one passed on counts once, as the ticket that replaced it. */
export const countsAsIssued = ne(tickets.status, 'transferred');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * One valid ticket per seat of a paid purchase (in its zone, on its numbered seat when it has them), held by its buyer: the worker's move once the
 * purchase is approved. The (purchase, seat) unique key makes it exactly-once: a retry inserts
 * nothing, and only the run that inserted tickets announces them. Numbers are random
 * (newTicketNumber); a collision fails the caller's transaction, whose retry draws again.
 */
export async function issue(tx: Tx, purchaseId: string): Promise<void> {
  const [p] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!p || !PURCHASE_PAID.includes(p.status)) return;
  if (!p.matchId) {
    // A season pass: one ticket for each match it covers.
    if (await issueSeasonTickets(tx, { purchaseId })) await recordEvent(tx, 'tickets.issued', { purchaseId: p.id, userId: p.userId });
    return;
  }
  const matchId = p.matchId;
  const seats = Array.from({ length: p.quantity }, (_, i) => i + 1);
  const inserted = await tx
    .insert(tickets)
    .values(seats.map((seat) => ({
      purchaseId: p.id, seat, matchId, zoneId: p.zoneId, venueSeatId: p.seatIds?.[seat - 1] ?? null, ticketNumber: newTicketNumber(seat), holderId: p.userId,
    })))
    .onConflictDoNothing({ target: [tickets.purchaseId, tickets.matchId, tickets.seat], where: sql`${tickets.status} <> 'transferred'` })
    .returning({ id: tickets.id });
  if (inserted.length) await recordEvent(tx, 'tickets.issued', { purchaseId: p.id, userId: p.userId });
}

/**
 * A transfer made (the old ticket, now transferred; the claim link's token when the recipient has
 * no proven account yet; until when its sender may cancel it), or why not.
 */
type TransferMove =
  | { ok: true; old: Ticket; claimToken: string | null; cancellableUntil: Date | null }
  | { ok: false; refused: 'not_yours' | 'listed' | 'passed_on_too_often' | TransferRefusal };

/**
 * `holderId` passes a ticket on to `email`. The old ticket becomes transferred (its QR and number
 * no longer open the gate; its codes are revoked, for phones at the gate offline) and a new one, with a new id and number, takes its seat for the
 * recipient: their account when one has that address proven, else the address itself until
 * someone signs in with it, proven, and claims it with the mail's link (the token, kept hashed).
 * Seat counts do not move: the match may be sold out.
 */
export async function transfer(
  tx: Tx,
  { holderId, ticketId, email, cutoffMinutes, now }: { holderId: string; ticketId: string; email: string; cutoffMinutes: number; now: Date },
): Promise<TransferMove> {
  const [row] = await tx.select({ t: tickets, match: { status: matches.status, kickOff: matches.matchDate } })
    .from(tickets).innerJoin(matches, eq(matches.id, tickets.matchId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, holderId))).for('update', { of: tickets });
  if (!row) return { ok: false, refused: 'not_yours' };
  const refused = transferRefusal({ status: row.t.status, match: row.match }, cutoffMinutes, now);
  if (refused) return { ok: false, refused };
  // On the exchange, the seat may be sold: the holder takes the listing back first.
  const [listing] = await tx.select({ id: exchangeListings.id }).from(exchangeListings).where(and(eq(exchangeListings.ticketId, ticketId), listingHolds));
  if (listing) return { ok: false, refused: 'listed' };
  // Each transfer taken back raises the code version, which a code carries in one byte: the last
  // one is kept for the cancel of this transfer.
  if (row.t.codeVersion >= MAX_CODE_VERSION) return { ok: false, refused: 'passed_on_too_often' };

  // Only an account whose owner proved the address: anyone may sign up with an address that is
  // not theirs. Otherwise the ticket waits for the mail's link, which the address's owner gets.
  const { t } = row;
  const [recipient] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)));
  const claimToken = recipient ? null : randomBytes(32).toString('base64url');
  const newId = randomUUID();
  // Transferred first: the seat's one live ticket (tickets_purchase_seat) is then free for the new one, which the old one names last.
  await tx.update(tickets).set({ status: 'transferred', transferredAt: now }).where(eq(tickets.id, t.id));
  await revokeCodes(tx, t);
  await tx.insert(tickets).values({
    id: newId, purchaseId: t.purchaseId, seat: t.seat, matchId: t.matchId, zoneId: t.zoneId, venueSeatId: t.venueSeatId, ticketNumber: newTicketNumber(t.seat),
    holderId: recipient?.id ?? null, holderEmail: email, claimTokenHash: claimToken && sha256(claimToken),
  });
  const [old] = await tx.update(tickets).set({ transferredToId: newId }).where(eq(tickets.id, t.id)).returning();
  await audit(tx, {
    actorId: holderId, action: 'ticket.transferred', entityType: 'ticket', entityId: t.id,
    changes: { status: [t.status, 'transferred'], ticketNumber: t.ticketNumber, to: newId, toEmail: email, toUserId: recipient?.id ?? null },
  });
  const cancellableUntil = transferCancellableUntil({ status: 'valid', holderId: recipient?.id ?? null, match: row.match }, cutoffMinutes, now);
  await recordEvent(tx, 'ticket.transferred', {
    ticketId: newId, oldTicketId: t.id, purchaseId: t.purchaseId, matchId: t.matchId, fromUserId: holderId, toUserId: recipient?.id ?? null, toEmail: email, claimToken,
    cancellableUntil: cancellableUntil?.toISOString() ?? null,
  });
  return { ok: true, old: old!, claimToken, cancellableUntil };
}

/** A transfer cancelled (the sender's ticket, valid again), or why not: no ticket of theirs, one not passed on, or the cancel rule's refusal. */
type CancelTransferMove =
  | { ok: true; ticket: Ticket }
  | { ok: false; refused: 'not_yours' | 'not_transferred' | TransferCancelRefusal };

/**
 * The undo of transfer: `holderId` takes back a ticket they passed on while its recipient has not
 * received it (core's transferCancelRefusal). The ticket the transfer made is passed back
 * (transferred, naming the sender's): its code is revoked, and its claim link says the transfer was
 * cancelled. The sender's own ticket is valid again with a new code (its code version raised): the
 * old one, which they may have forwarded, stays void.
 *
 * A claim of the same ticket (or the gate) may run at the same moment: the conditional update
 * decides. Made on an unreceived, valid ticket only, it waits for a claim holding the row and then
 * finds it received; a claim that waits for this one finds the ticket passed back (claim's check).
 */
export async function cancelTransfer(
  tx: Tx,
  { holderId, ticketId, cutoffMinutes, now }: { holderId: string; ticketId: string; cutoffMinutes: number; now: Date },
): Promise<CancelTransferMove> {
  const [row] = await tx.select({ t: tickets, match: { status: matches.status, kickOff: matches.matchDate } })
    .from(tickets).innerJoin(matches, eq(matches.id, tickets.matchId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, holderId))).for('update', { of: tickets });
  if (!row) return { ok: false, refused: 'not_yours' };
  const { t, match } = row;
  if (t.status !== 'transferred' || !t.transferredToId) return { ok: false, refused: 'not_transferred' };

  const next = async () => (await tx.select().from(tickets).where(eq(tickets.id, t.transferredToId!)))[0]!;
  const refusal = (n: Ticket) => transferCancelRefusal({ status: n.status, holderId: n.holderId, match }, cutoffMinutes, now);
  const refused = refusal(await next());
  if (refused) return { ok: false, refused };
  const [passedBack] = await tx.update(tickets).set({ status: 'transferred', transferredAt: now, transferredToId: t.id })
    .where(and(eq(tickets.id, t.transferredToId), isNull(tickets.holderId), eq(tickets.status, 'valid'))).returning();
  // A claim (or the gate) got there first: read as it left the ticket.
  if (!passedBack) return { ok: false, refused: refusal(await next()) ?? 'received' };
  // Passed back first: the seat's one live ticket (tickets_purchase_seat) is then free for the sender's again.
  await revokeCodes(tx, passedBack);
  const [ticket] = await tx.update(tickets).set({ status: 'valid', transferredAt: null, transferredToId: null, codeVersion: sql`${tickets.codeVersion} + 1` })
    .where(eq(tickets.id, t.id)).returning();
  await audit(tx, {
    actorId: holderId, action: 'ticket.transfer_cancelled', entityType: 'ticket', entityId: t.id,
    changes: { status: ['transferred', 'valid'], cancelled: passedBack.id, ticketNumber: passedBack.ticketNumber, toEmail: passedBack.holderEmail },
  });
  await recordEvent(tx, 'ticket.transfer_cancelled', {
    ticketId: t.id, cancelledTicketId: passedBack.id, purchaseId: t.purchaseId, matchId: t.matchId, fromUserId: holderId, toEmail: passedBack.holderEmail ?? '',
  });
  return { ok: true, ticket: ticket! };
}

/** A claim made (the ticket now the claimer's), or why not: no unclaimed ticket has that link, its sender cancelled it, it was sent to another address, or the claimer has not proven theirs. */
type ClaimMove = { ok: true; ticketId: string } | { ok: false; refused: 'invalid' | 'cancelled' | 'other_email' | 'unverified' };

/**
 * The recipient of a transfer made before they had a proven account follows the mail's link, signed
 * in with the address it was sent to, and proven: the ticket becomes theirs. A link works once.
 * The ticket's status does not move: a ticket admitted before its claim is still the claimer's.
 * A ticket its sender took back (cancelTransfer) keeps its link's hash, so the link can say so;
 * the row lock gives a claim waiting on a cancel the ticket as the cancel left it.
 */
export async function claim(tx: Tx, user: { id: string; email: string }, token: string): Promise<ClaimMove> {
  const [t] = await tx.select().from(tickets).where(and(eq(tickets.claimTokenHash, sha256(token)), isNull(tickets.holderId))).for('update');
  if (!t) return { ok: false, refused: 'invalid' };
  if (t.status === 'transferred') return { ok: false, refused: 'cancelled' };
  if (t.holderEmail !== user.email.toLowerCase()) return { ok: false, refused: 'other_email' };
  const [claimer] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id));
  if (!claimer?.emailVerified) return { ok: false, refused: 'unverified' };
  await tx.update(tickets).set({ holderId: user.id, claimTokenHash: null }).where(eq(tickets.id, t.id));
  await audit(tx, { actorId: user.id, action: 'ticket.claimed', entityType: 'ticket', entityId: t.id, changes: { holderId: [null, user.id] } });
  await recordEvent(tx, 'ticket.claimed', { ticketId: t.id, userId: user.id });
  return { ok: true, ticketId: t.id };
}

/**
 * An admission made (the ticket, now used), or why not: a signed code the club's keys do not verify
 * (forged), no ticket has that code (unknown), or the one it names is refused (core's gateVerdict).
 */
type Admission =
  | { ok: true; ticket: Ticket }
  | { ok: false; refused: CheckInRefusal | 'wrong_day'; ticket: Ticket }
  | { ok: false; refused: 'unknown' | 'forged' };

/** A ticket with what the gate judges its codes by: its zone's gates, whether it is held on the exchange, the lowest code version still valid. */
export interface GateTicket { t: Ticket; zoneGateIds: string[]; onExchange: boolean; lowestValid: number }

/** What the gate knows of these tickets (locked by the caller), for the online check-in and the stewards' uploads alike. */
export async function gateTicketsOf(tx: Tx, found: Ticket[]): Promise<GateTicket[]> {
  if (!found.length) return [];
  const ids = found.map((t) => t.id);
  const [gates, listed, revoked] = await Promise.all([
    tx.select({ zoneId: zoneGates.zoneId, gateId: zoneGates.gateId }).from(zoneGates).where(inArray(zoneGates.zoneId, [...new Set(found.map((t) => t.zoneId))])),
    tx.select({ ticketId: exchangeListings.ticketId }).from(exchangeListings).where(and(inArray(exchangeListings.ticketId, ids), listingHolds)),
    tx.select({ ticketId: ticketRevocations.ticketId, belowVersion: ticketRevocations.belowVersion }).from(ticketRevocations).where(inArray(ticketRevocations.ticketId, ids)),
  ]);
  return found.map((t) => ({
    t,
    zoneGateIds: gates.filter((g) => g.zoneId === t.zoneId).map((g) => g.gateId),
    onExchange: listed.some((l) => l.ticketId === t.id),
    lowestValid: lowestValidVersion(t, revoked.find((r) => r.ticketId === t.id)),
  }));
}

/**
 * The ticket as the gate judges `code` of it: passed on (transferred) when the code's version is
 * below the lowest still valid (an old QR code's is 0). A typed number names the ticket whoever holds it now.
 */
export function judgedTicket(code: ParsedTicketCode, g: GateTicket): NonNullable<GateFacts['ticket']> {
  const version = code.kind === 'signed' ? code.fields.codeVersion : code.kind === 'legacy' ? 0 : null;
  return { status: version !== null && version < g.lowestValid ? 'transferred' : g.t.status, matchId: g.t.matchId, zoneGateIds: g.zoneGateIds, onExchange: g.onExchange };
}

/** The ticket a code names: by id (a signed code), by id and number (the old QR code), or by number (typed). */
const ticketOfCode = (code: ParsedTicketCode) => {
  if (code.kind === 'signed') return eq(tickets.id, code.fields.ticketId);
  if (code.kind === 'legacy') return and(eq(tickets.id, code.id), eq(tickets.ticketNumber, code.ticketNumber));
  return eq(tickets.ticketNumber, code.ticketNumber);
};

/**
 * The gate checking `matchId` admits the ticket `code` names, as staff member `by`'s move, at `now`,
 * at `gate` when the gate named itself (`gateId` when it is one of the venue's gates: a ticket whose
 * zone enters elsewhere is refused, wrong_gate, unless staff chose `gateOverride`, which the audit
 * keeps). A signed code is verified with `keys` first; a code below the ticket's code version or its
 * revocation (an old QR code counts as version 0) was passed on (transferred). The ticket is locked
 * first: two gates scanning it at once admit it exactly once, the second judged on the used ticket
 * the first left. The holder is told at once (their screens show it used, where and when).
 */
export async function admit(
  tx: Tx,
  { code, keys, now, matchId, by, gate, gateId = null, gateOverride = false }: {
    code: ParsedTicketCode; keys: TicketKeys; now: Date; matchId: string; by: string; gate: string | null; gateId?: string | null; gateOverride?: boolean;
  },
): Promise<Admission> {
  // A forged code names no ticket: nothing of any ticket is read for it.
  if (code.kind === 'signed' && !(await verifySignedCode(keys, code, now))) return { ok: false, refused: 'forged' };
  const [t] = await tx.select().from(tickets).where(ticketOfCode(code)).for('update');
  // Online, an old code or a number naming no ticket is unknown, as it was before codes were signed.
  if (!t) return { ok: false, refused: code.kind === 'signed' ? 'forged' : 'unknown' };
  const [known] = await gateTicketsOf(tx, [t]);
  const [checked] = await tx.select({ kickOff: matches.matchDate }).from(matches).where(eq(matches.id, matchId));
  const verdict = gateVerdict(code, { matchId, gateId }, { authentic: true, ticket: judgedTicket(code, known!), online: true, steward: false, now, kickOff: checked!.kickOff });
  // wrong_gate is only said of a ticket otherwise admissible: staff may let it in here.
  const overridden = verdict === 'wrong_gate' && gateOverride;
  const admitted = verdict === 'admitted' || overridden;
  // Online staff and a found ticket: never a phone's or a steward's verdict.
  if (verdict === 'unknown' || verdict === 'forged' || verdict === 'scan_only' || verdict === 'typed_offline') return { ok: false, refused: 'unknown' };
  // Every scan of a found ticket is a gate scan, as a phone's is: the gate report counts it, and an
  // earlier scan a phone uploads later is the admission instead (the gate API's reconciliation).
  await tx.insert(gateScans).values({
    scanKey: randomUUID(), matchId, ticketId: t.id, gateId, gateName: gate, userId: by, codeKind: code.kind, entered: admitted,
    outcome: admitted ? 'admission' : 'refused', refusal: admitted ? null : verdict, gateOverride: overridden, scannedAt: sql`now()`,
  });
  if (!admitted) return { ok: false, refused: verdict, ticket: t };
  // The transaction's time, as its scan's.
  const [used] = await tx.update(tickets).set({ status: 'used', usedAt: sql`now()`, usedBy: by, usedGate: gate }).where(eq(tickets.id, t.id)).returning();
  const ticket = used!;
  await audit(tx, {
    actorId: by, action: 'ticket.checked_in', entityType: 'ticket', entityId: ticket.id,
    changes: { status: [t.status, 'used'], matchId, ...(gate ? { gate } : {}), ...(gateId ? { gateId } : {}), ...(overridden ? { gateOverride: true } : {}) },
  });
  await recordEvent(tx, 'ticket.checked_in', { ticketId: ticket.id, purchaseId: ticket.purchaseId, matchId: ticket.matchId, userId: ticket.holderId, usedAt: ticket.usedAt!.toISOString(), usedGate: gate });
  return { ok: true, ticket };
}
