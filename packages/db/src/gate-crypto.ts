/**
 * The server's side of the offline pack's crypto (layout and plaintext: core's gate-pack.ts): the
 * lookup that names a ticket to phones, and each entry sealed under a key only its ticket's id
 * opens. The gate app does the same with WebCrypto.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { GATE_DETAILS_INFO, GATE_LOOKUP_BYTES, GATE_LOOKUP_CONTEXT, GATE_TAG_BYTES, uuidBytes } from '@club/core';

const ZERO_IV = Buffer.alloc(12);

/** A ticket's name on phones and in the gate room (16 hex digits): stable across packs, and no id. */
export const gateLookup = (ticketId: string): string =>
  createHash('sha256').update(GATE_LOOKUP_CONTEXT).update(uuidBytes(ticketId)).digest().subarray(0, GATE_LOOKUP_BYTES).toString('hex');

const entryKey = (ticketId: string, salt: Uint8Array) => Buffer.from(hkdfSync('sha256', uuidBytes(ticketId), salt, GATE_DETAILS_INFO, 32));

/** An entry's ciphertext: AES-256-GCM under the key from the ticket id and the build's salt, the 8-byte tag last. */
export function sealEntry(ticketId: string, salt: Uint8Array, plaintext: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-256-gcm', entryKey(ticketId, salt), ZERO_IV, { authTagLength: GATE_TAG_BYTES });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** An entry's plaintext, or null when `ticketId` is not the ticket it was sealed for. */
export function openEntry(ticketId: string, salt: Uint8Array, ciphertext: Uint8Array): Uint8Array | null {
  const decipher = createDecipheriv('aes-256-gcm', entryKey(ticketId, salt), ZERO_IV, { authTagLength: GATE_TAG_BYTES });
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - GATE_TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - GATE_TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
