import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { readSignedTicketCode } from '@club/core';
import { schema } from '@club/db';
import { createSeasonPurchase } from '../../test/fixtures.js';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

// The console's keys: staff list them, admins rotate and retire them, and the gate follows.
let api: TestApi;
let admin: string;
let staff: string;
let fan: Awaited<ReturnType<TestApi['signUp']>>;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const member = await api.signUp({ name: 'Key Staff' });
  expect((await api.call('PUT', `/api/v1/admin/users/${member.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
  staff = await api.signIn(member.email, member.password);
  fan = await api.signUp({ name: 'Key Fan' });
});
afterAll(async () => { await api?.close(); });

interface KeyDto { kid: number; created_at: string; retired_at: string | null; verify_until: string | null; public_key: string }
const keys = async () => (await api.call('GET', '/api/v1/admin/ticket-keys', { token: staff })).body.data as KeyDto[];
const rotate = (token = admin, lang = 'en') => api.call('POST', '/api/v1/admin/ticket-keys/rotate', { token, headers: { 'accept-language': lang } });
const retire = (kid: number | string, token = admin, lang = 'en') => api.call('POST', `/api/v1/admin/ticket-keys/${kid}/retire`, { token, headers: { 'accept-language': lang } });
const scan = (code: string, matchId: string) => api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code, match_id: matchId } });

/** The fan's season ticket of a match kicking off in two hours, as their ticket page shows it. */
async function ticketToday() {
  const { matchIds: [matchId] } = await createSeasonPurchase(db(), fan.id);
  await db().update(schema.matches).set({ matchDate: new Date(Date.now() + 2 * 3_600_000) }).where(eq(schema.matches.id, matchId!));
  const page = async () => ((await api.call('GET', '/api/v1/tickets/mine', { token: fan.token })).body.data as { id: string; matchId: string; qrContent: string }[])
    .find((t) => t.matchId === matchId)!;
  return { matchId: matchId!, page, ticket: await page() };
}

/** Every form a private key's bytes could take in an answer: its 32-byte seed and its PKCS#8, as base64url, base64 and hex. */
const privateForms = (key: KeyObject) => [Buffer.from(key.export({ format: 'jwk' }).d!, 'base64url'), key.export({ format: 'der', type: 'pkcs8' })]
  .flatMap((bytes) => [bytes.toString('base64url'), bytes.toString('base64'), bytes.toString('hex')]);

describe('ticket signing keys', () => {
  it('old codes admit after a rotation (the page shows the new key\'s), until their key is retired: then FORGED', async () => {
    const { matchId, page, ticket } = await ticketToday();
    const [before] = (await keys()).filter((k) => !k.retired_at);
    expect(readSignedTicketCode(ticket.qrContent)!.fields.kid).toBe(before!.kid);

    const rotated = await rotate();
    expect(rotated.status).toBe(201);
    const [last] = await db().select({ kickOff: sql<string>`max(${schema.matches.matchDate}) + interval '1 day'` }).from(schema.matches).where(eq(schema.matches.status, 'scheduled'));
    const latest = new Date(last!.kickOff);
    expect(rotated.body.data).toEqual(expect.arrayContaining([
      { ...before, retired_at: expect.any(String), verify_until: latest.toISOString() },
      { kid: before!.kid + 1, created_at: expect.any(String), retired_at: null, verify_until: null, public_key: expect.stringMatching(/^[\w-]{43}$/) },
    ]));
    const after = await page();
    expect(readSignedTicketCode(after.qrContent)!.fields.kid).toBe(before!.kid + 1);
    // A code printed before the rotation opens the gate.
    expect((await scan(ticket.qrContent, matchId)).status).toBe(200);

    const retired = await retire(before!.kid);
    expect(retired.status).toBe(200);
    expect(retired.body.data.find((k: KeyDto) => k.kid === before!.kid).verify_until).not.toBe(latest.toISOString());
    const forged = await scan(ticket.qrContent, matchId);
    expect(forged.status).toBe(409);
    expect(forged.body.error.code).toBe('FORGED');
    // The new code still verifies: the ticket is known, and used.
    expect((await scan(after.qrContent, matchId)).body.error.code).toBe('ALREADY_USED');
    const audit = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'ticket_signing_key')));
    expect(audit.map((a) => [a.action, a.entityId])).toEqual(expect.arrayContaining([['ticket_key.rotated', String(before!.kid + 1)], ['ticket_key.retired', String(before!.kid)]]));
  });

  it('refuses to retire the key that signs, or one that does not exist, in the reader\'s language; only admins change keys, staff list them', async () => {
    const signing = (await keys()).find((k) => !k.retired_at)!;
    const refused = await retire(signing.kid);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This key signs the tickets now: rotate first (a new key signs from then on), then retire this one');
    expect((await retire(signing.kid, admin, 'th')).body.error.message).toBe('กุญแจนี้กำลังใช้ลงนามตั๋วอยู่ กรุณาเปลี่ยนกุญแจก่อน (กุญแจใหม่จะลงนามตั๋วต่อจากนั้น) แล้วจึงยกเลิกกุญแจนี้');
    expect((await retire(200)).status).toBe(404);
    expect((await retire('abc')).status).toBe(400);
    expect((await retire(0)).status).toBe(400);
    expect((await rotate(staff)).status).toBe(403);
    expect((await retire(signing.kid, staff)).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/ticket-keys', { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/ticket-keys')).status).toBe(401);
    expect((await keys()).find((k) => k.kid === signing.kid)).toEqual(signing);
  });

  it('never answers with a private key: the key list, rotation, the ticket pages, a check-in', async () => {
    const { matchId, page } = await ticketToday();
    const privateKeys = [(await api.deps.ticketKeys.signer()).privateKey];
    const answers: unknown[] = [await keys(), (await rotate()).body];
    privateKeys.push((await api.deps.ticketKeys.signer()).privateKey);
    const ticket = await page();
    answers.push(
      (await api.call('GET', '/api/v1/tickets/mine', { token: fan.token })).body,
      (await api.call('GET', `/api/v1/purchases/${(await db().select().from(schema.tickets).where(eq(schema.tickets.id, ticket.id)))[0]!.purchaseId}/tickets`, { token: fan.token })).body,
      (await scan(ticket.qrContent, matchId)).body,
      await keys(),
    );
    const sealed = (await db().select().from(schema.ticketSigningKeys)).map((k) => k.privateKeySealed);
    const forms = [...privateKeys.flatMap(privateForms), ...sealed.flatMap((b) => [b.toString('base64url'), b.toString('base64'), b.toString('hex')])];
    const text = JSON.stringify(answers);
    expect(text).toContain(ticket.qrContent);
    for (const form of forms) expect(text).not.toContain(form);
  });
});
