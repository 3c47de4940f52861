import { sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSignedTicketCode, ticketCodeFieldBytes, ticketCodeText, ticketSignatureMessage } from '@club/core';
import { openDatabase, type Database } from './client.js';
import { ensureTicketSigningKey, ticketKeys } from './ticket-keys.js';
import { verifySignedCode } from './ticket-codes.js';

// The README's start keeps its data in the embedded database (PGlite), whose driver reads bytea as a
// Uint8Array where node-postgres gives a Buffer: the keys must read back alike on both.
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'club-embedded-keys-'));
  database = await openDatabase({ url: '', dataDir: dir });
  // PGlite runs every migration in WebAssembly: seconds alone, longer beside other test files.
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('signs and verifies ticket codes with keys kept in the embedded database', async () => {
  const secret = 'embedded-secret-that-is-long-enough-0123456789';
  expect(await ensureTicketSigningKey(database.db, secret, { replace: true })).toBe('created');
  const keys = ticketKeys(database.db, secret);
  const [published] = await keys.publicKeysAt(new Date());
  expect(Buffer.isBuffer(published!.publicKey) && published!.publicKey.length).toBe(32);
  const { kid, privateKey } = await keys.signer();
  const fields = ticketCodeFieldBytes({ kid, ticketId: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b', matchPrefix: '0123456789abcdef', gateMask: 0, validFromMinutes: 1, validMinutes: 60, codeVersion: 0 });
  const code = readSignedTicketCode(ticketCodeText(fields, sign(null, ticketSignatureMessage(fields), privateKey)))!;
  expect(await verifySignedCode(keys, code, new Date())).toBe(true);
});
