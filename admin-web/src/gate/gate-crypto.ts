/**
 * The phone's side of the gate's crypto, with WebCrypto: the same lookups and sealed entries as the
 * server's `packages/db/src/gate-crypto.ts` (layout: core's gate-pack.ts), and the signed codes'
 * Ed25519 signatures checked with the pack's public keys.
 */
import { GATE_DETAILS_INFO, GATE_LOOKUP_BYTES, GATE_LOOKUP_CONTEXT, GATE_TAG_BYTES, uuidBytes, type SignedTicketCode } from '@club/core';

const subtle = () => globalThis.crypto.subtle;
const encode = (text: string) => new TextEncoder().encode(text);
/** WebCrypto takes bytes over a plain ArrayBuffer. */
const plain = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const ZERO_IV = new Uint8Array(12);

/** A ticket's name on phones and in the gate room: the first 8 bytes of SHA-256(context ‖ its id's 16 bytes), in hex. */
export async function gateLookup(ticketId: string): Promise<string> {
  const context = encode(GATE_LOOKUP_CONTEXT);
  const input = new Uint8Array(context.length + 16);
  input.set(context);
  input.set(uuidBytes(ticketId), context.length);
  return hex(new Uint8Array(await subtle().digest('SHA-256', input)).subarray(0, GATE_LOOKUP_BYTES));
}

/** An entry's plaintext, or null when `ticketId` is not the ticket it was sealed for (HKDF-SHA256 → AES-256-GCM, 8-byte tag, zero IV). */
export async function openEntry(ticketId: string, salt: Uint8Array, ciphertext: Uint8Array): Promise<Uint8Array | null> {
  const ikm = await subtle().importKey('raw', plain(uuidBytes(ticketId)), 'HKDF', false, ['deriveKey']);
  const key = await subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: plain(salt), info: encode(GATE_DETAILS_INFO) }, ikm, { name: 'AES-GCM', length: 256 }, false, ['decrypt'],
  );
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: ZERO_IV, tagLength: GATE_TAG_BYTES * 8 }, key, plain(ciphertext)));
  } catch {
    return null;
  }
}

/** The pack's public keys, imported once. Throws where the browser has no WebCrypto Ed25519 (the app then says gate.noCrypto). */
export async function importVerifyKeys(keys: readonly { kid: number; key: string }[]): Promise<Map<number, CryptoKey>> {
  const imported = await Promise.all(keys.map(async ({ kid, key }) => {
    const raw = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
    return [kid, await subtle().importKey('raw', raw, { name: 'Ed25519' }, false, ['verify'])] as const;
  }));
  return new Map(imported);
}

/** The code's signature is the club's, by one of these keys. Says nothing of the ticket itself. */
export async function verifyCode(keys: ReadonlyMap<number, CryptoKey>, code: SignedTicketCode): Promise<boolean> {
  const key = keys.get(code.fields.kid);
  return key ? subtle().verify({ name: 'Ed25519' }, key, plain(code.signature), plain(code.message)) : false;
}
