/**
 * Tickets' signed codes (issue 32; the layout is core's ticket-codes.ts), computed on each call and
 * never stored: Ed25519 signs deterministically, so a ticket shows the same code until one of its
 * fields changes (its code version, its match's kick-off, its zone's gates, the signing key).
 */
import { sign, verify } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { codeWindow, gateMaskOf, matchIdPrefix, ticketCodeFieldBytes, ticketCodeText, ticketSignatureMessage, type SignedTicketCode } from '@club/core';
import type { Db, Tx } from './client.js';
import { matches, tickets, venueGates, zoneGates } from './schema/index.js';
import type { TicketKeys } from './ticket-keys.js';

/**
 * The signed code of each of these tickets, by ticket id. A ticket passed on (transferred) has none:
 * its holder passed the right to enter on with it.
 */
export async function ticketCodesOf(db: Db | Tx, keys: TicketKeys, ticketIds: readonly string[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  if (!ticketIds.length) return codes;
  const rows = await db
    .select({
      id: tickets.id, matchId: tickets.matchId, codeVersion: tickets.codeVersion, kickOff: matches.matchDate,
      bits: sql<number[]>`coalesce(array_agg(${venueGates.bit}) filter (where ${venueGates.bit} is not null), '{}')`,
    })
    .from(tickets)
    .innerJoin(matches, eq(matches.id, tickets.matchId))
    .leftJoin(zoneGates, eq(zoneGates.zoneId, tickets.zoneId))
    .leftJoin(venueGates, eq(venueGates.id, zoneGates.gateId))
    .where(and(inArray(tickets.id, [...ticketIds]), ne(tickets.status, 'transferred')))
    .groupBy(tickets.id, matches.matchDate);
  if (!rows.length) return codes;
  const { kid, privateKey } = await keys.signer();
  for (const r of rows) {
    const fieldBytes = ticketCodeFieldBytes({
      kid, ticketId: r.id, matchPrefix: matchIdPrefix(r.matchId), gateMask: gateMaskOf(r.bits), ...codeWindow(r.kickOff), codeVersion: r.codeVersion,
    });
    codes.set(r.id, ticketCodeText(fieldBytes, sign(null, ticketSignatureMessage(fieldBytes), privateKey)));
  }
  return codes;
}

/** The code's signature is the club's, by a key that verifies at `now`. Says nothing of the ticket itself (revoked, used, another match). */
export async function verifySignedCode(keys: TicketKeys, code: SignedTicketCode, now: Date): Promise<boolean> {
  const publicKey = await keys.verifies(code.fields.kid, now);
  return publicKey !== null && verify(null, code.message, publicKey, code.signature);
}
