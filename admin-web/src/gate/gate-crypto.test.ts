import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeEntryDetails, readSignedTicketCode } from '@club/core';
import { gateLookup as serverLookup, rawPublicKey, sealEntry } from '@club/db';
import { gateLookup, importVerifyKeys, openEntry, verifyCode } from './gate-crypto';
import { packFixture } from './testing/pack-fixture';

describe("the phone's crypto (WebCrypto) matches the server's (node:crypto)", () => {
  it('names a ticket by the same lookup', async () => {
    const id = randomUUID();
    expect(await gateLookup(id)).toBe(serverLookup(id));
  });

  it("opens an entry the server sealed with the ticket's id, and not with another ticket's", async () => {
    const id = randomUUID();
    const salt = randomBytes(16);
    const plaintext = encodeEntryDetails({ zoneIndex: 3, wheelchair: true, initials: 'ส.จ.', row: 'AA', seat: 214 });
    const sealed = sealEntry(id, salt, plaintext);
    expect(await openEntry(id, salt, sealed)).toEqual(new Uint8Array(plaintext));
    expect(await openEntry(randomUUID(), salt, sealed)).toBeNull();
    expect(await openEntry(id, randomBytes(16), sealed)).toBeNull();
  });

  it("verifies a code signed with the club's Ed25519 key, and refuses one byte changed or an unknown key", async () => {
    const pack = packFixture();
    const keys = await importVerifyKeys([{ kid: 1, key: rawPublicKey(pack.publicKey).toString('base64') }]);
    const text = pack.codeOf(pack.tickets[0]!.id);
    expect(await verifyCode(keys, readSignedTicketCode(text)!)).toBe(true);

    const forged = readSignedTicketCode(text)!;
    forged.signature[5]! ^= 1;
    expect(await verifyCode(keys, forged)).toBe(false);
    expect(await verifyCode(new Map(), readSignedTicketCode(text)!)).toBe(false);
  });
});
