import { sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  CODE_VALID_MINUTES, TICKET_CODE_PREFIX, base32, codeWindow, fromBase32, gateMaskOf, matchIdPrefix, readSignedTicketCode, ticketCodeFieldBytes, ticketCodeText,
  ticketSignatureMessage, type SignedTicketCode,
} from '@club/core';
import { ensureTicketSigningKey, schema, ticketCodesOf, ticketKeys, verifySignedCode, TICKET_KEYS_RELOAD_MS, TICKET_KEYS_UNKNOWN_MS, type TicketKeys } from '@club/db';
import { createSeasonPurchase } from '../../test/fixtures.js';
import { startTestApi, type TestApi } from '../../test/harness.js';

// The signed ticket code as @club/db computes and verifies it, against this file's copy of the seeded
// database (its kid 1 made at the API's start) and the keys as a process holds them.
let api: TestApi;
let keys: TicketKeys;
const db = () => api.database.db;
const secret = () => api.config.AUTH_SECRET!;

beforeAll(async () => {
  api = await startTestApi();
  keys = ticketKeys(db(), secret());
});
afterAll(async () => { await api?.close(); });

/** A season holder's three tickets, one per match; the first match's zone admitted by two gates of its venue. */
async function seasonTickets() {
  const fan = await api.signUp();
  const { matchIds, purchaseId } = await createSeasonPurchase(db(), fan.id);
  const tickets = await db().select().from(schema.tickets).where(eq(schema.tickets.purchaseId, purchaseId));
  return { matchIds, tickets: matchIds.map((m) => tickets.find((t) => t.matchId === m)!) };
}

const codeOf = async (ticketId: string, with_: TicketKeys = keys) => (await ticketCodesOf(db(), with_, [ticketId])).get(ticketId)!;
const read = (code: string) => readSignedTicketCode(code)!;
const flipped = (code: string, at: number): SignedTicketCode | null => {
  const bytes = fromBase32(code.slice(TICKET_CODE_PREFIX.length))!;
  bytes[at]! ^= 0x01;
  return readSignedTicketCode(TICKET_CODE_PREFIX + base32(bytes));
};

describe('signed ticket codes', () => {
  it("sign a ticket's fields (match, its zone's gates, the window from kick-off, its code version) so they verify, the same code every time", async () => {
    const { tickets: [t] } = await seasonTickets();
    const [match] = await db().select().from(schema.matches).where(eq(schema.matches.id, t!.matchId));
    const gates = await db().insert(schema.venueGates).values(['Y', 'Z'].map((code) => ({ venueId: match!.venueId, code, name: `Gate ${code}`, nameTh: `ประตู ${code}` }))).returning();
    await db().insert(schema.zoneGates).values(gates.map((g) => ({ zoneId: t!.zoneId, gateId: g.id })));
    await db().update(schema.tickets).set({ codeVersion: 3 }).where(eq(schema.tickets.id, t!.id));

    const code = await codeOf(t!.id);
    expect(code).toMatch(/^TK[A-Z2-7]{162}$/);
    expect(await codeOf(t!.id)).toBe(code);
    expect(await codeOf(t!.id, ticketKeys(db(), secret()))).toBe(code);
    const { fields } = read(code);
    expect(fields).toEqual({
      kid: (await keys.signer()).kid, ticketId: t!.id, matchPrefix: matchIdPrefix(t!.matchId), gateMask: gateMaskOf(gates.map((g) => g.bit)),
      ...codeWindow(match!.matchDate), codeVersion: 3,
    });
    expect(fields.validMinutes).toBe(CODE_VALID_MINUTES);
    expect(await verifySignedCode(keys, read(code), match!.matchDate)).toBe(true);
  });

  it('are not verified with any one of their 101 bytes changed', async () => {
    const { tickets: [t] } = await seasonTickets();
    const code = await codeOf(t!.id);
    const at = new Date(read(code).fields.validFromMinutes * 60_000 + 3_600_000);
    expect(await verifySignedCode(keys, read(code), at)).toBe(true);
    for (let i = 0; i < 101; i++) {
      const changed = flipped(code, i);
      // A changed format byte or a kid of 0 is no code at all.
      if (changed) expect(await verifySignedCode(keys, changed, at), `byte ${i}`).toBe(false);
    }
  });

  it('are not verified under a key id the club never made, nor under a key retired since', async () => {
    const { tickets: [t] } = await seasonTickets();
    const code = read(await codeOf(t!.id));
    const at = new Date(code.fields.validFromMinutes * 60_000 + 3_600_000);
    // Signed by the real key, but naming a key id no key has.
    const { privateKey } = await keys.signer();
    const unknown = ticketCodeFieldBytes({ ...code.fields, kid: 250 });
    expect(await verifySignedCode(keys, read(ticketCodeText(unknown, sign(null, ticketSignatureMessage(unknown), privateKey))), at)).toBe(false);

    const rotated = await keys.rotate(null);
    if (!rotated.ok) throw new Error(rotated.refused);
    // Rotated: the old key stops signing, but its codes still verify (mailed PDFs keep working).
    expect(read(await codeOf(t!.id)).fields.kid).toBe(rotated.kid);
    expect(await verifySignedCode(keys, code, at)).toBe(true);
    expect(await keys.retire(code.fields.kid, null)).toEqual({ ok: true });
    expect(await verifySignedCode(keys, code, new Date())).toBe(false);
    expect(await verifySignedCode(keys, read(await codeOf(t!.id)), at)).toBe(true);
    // The key that signs cannot be retired before a newer one signs.
    expect(await keys.retire(rotated.kid, null)).toEqual({ ok: false, refused: 'signing' });
    expect(await keys.retire(249, null)).toEqual({ ok: false, refused: 'not_found' });
  });

  it('are seen by another process within 5 s for a key id it does not know, and signed with a new key within a minute', async () => {
    const { tickets: [t] } = await seasonTickets();
    let now = Date.now();
    const other = ticketKeys(db(), secret(), { clock: () => now });
    const before = read(await codeOf(t!.id, other));
    const rotated = await keys.rotate(null);
    if (!rotated.ok) throw new Error(rotated.refused);
    const fresh = read(await codeOf(t!.id));
    expect(fresh.fields.kid).toBe(rotated.kid);
    // Still signing with the key it read, which verifies; the new key's codes verify there once an
    // unknown key id may be read for (a stream of made-up ids costs no query each).
    expect(read(await codeOf(t!.id, other)).fields.kid).toBe(before.fields.kid);
    expect(await verifySignedCode(other, fresh, new Date())).toBe(false);
    now += TICKET_KEYS_UNKNOWN_MS;
    expect(await verifySignedCode(other, fresh, new Date())).toBe(true);
    now += TICKET_KEYS_RELOAD_MS;
    expect(read(await codeOf(t!.id, other)).fields.kid).toBe(rotated.kid);
  });

  it('give a ticket passed on no code', async () => {
    const { tickets } = await seasonTickets();
    await db().update(schema.tickets).set({ status: 'transferred', transferredAt: new Date() }).where(eq(schema.tickets.id, tickets[0]!.id));
    const codes = await ticketCodesOf(db(), keys, tickets.map((t) => t.id));
    expect([...codes.keys()].sort()).toEqual(tickets.slice(1).map((t) => t.id).sort());
  });
});

describe('the signing key', () => {
  it('is kept sealed: the database holds no private key bytes, and another AUTH_SECRET cannot sign with it', async () => {
    const { tickets: [t] } = await seasonTickets();
    const { kid, privateKey } = await keys.signer();
    const [row] = await db().select().from(schema.ticketSigningKeys).where(eq(schema.ticketSigningKeys.kid, kid));
    const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
    expect(row!.privateKeySealed.includes(seed)).toBe(false);
    expect(row!.privateKeySealed.includes(privateKey.export({ format: 'der', type: 'pkcs8' }))).toBe(false);
    await expect(ticketCodesOf(db(), ticketKeys(db(), 'another-secret-that-is-long-enough-0123456789'), [t!.id])).rejects.toThrow();
  });

  it("is made once when processes start together, and replaced at the API's start when AUTH_SECRET no longer opens it; its codes still verify", async () => {
    const { tickets: [t] } = await seasonTickets();
    // A database with no key yet (the first start): three processes at once make one.
    await db().delete(schema.ticketSigningKeys);
    keys.reload();
    expect((await Promise.all([1, 2, 3].map(() => ensureTicketSigningKey(db(), secret(), { replace: true })))).sort()).toEqual(['created', 'kept', 'kept']);
    expect(await db().select({ kid: schema.ticketSigningKeys.kid }).from(schema.ticketSigningKeys)).toEqual([{ kid: 1 }]);
    expect(await ensureTicketSigningKey(db(), secret(), { replace: true })).toBe('kept');

    const code = read(await codeOf(t!.id));
    const at = new Date(code.fields.validFromMinutes * 60_000 + 3_600_000);
    const lost = 'a-new-secret-after-the-old-one-was-lost-0123';
    expect(await ensureTicketSigningKey(db(), lost, { replace: false })).toBe('unopenable');
    expect(await ensureTicketSigningKey(db(), lost, { replace: true })).toBe('replaced');
    const replaced = ticketKeys(db(), lost);
    expect(read(await codeOf(t!.id, replaced)).fields.kid).toBeGreaterThan(code.fields.kid);
    expect(await verifySignedCode(replaced, code, at)).toBe(true);
    const audit = await db().select().from(schema.auditLog).where(inArray(schema.auditLog.action, ['ticket_key.rotated']));
    expect(audit.at(-1)).toMatchObject({ actorId: null, entityType: 'ticket_signing_key', entityId: '2' });
    // This file's API signs with its own secret again.
    await ensureTicketSigningKey(db(), secret(), { replace: true });
  });
});
