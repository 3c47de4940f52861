import { createHash } from 'node:crypto';

/**
 * The draw of a waiting room's pre-queue, as the README's "On-sale day" states it and anyone can
 * recompute: each entry's key is SHA-256 of the seed's 32 bytes followed by the entry's 16 bytes
 * (both written in hex); entries are ordered by their keys as unsigned bytes, smallest first. The
 * published seedHash is SHA-256 of the seed's bytes.
 */
export function drawKey(seed: string, entry: string): Buffer {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).update(Buffer.from(entry, 'hex')).digest();
}

export function seedHashOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** The entries in drawn order. */
export function drawOrder(seed: string, entries: readonly string[]): string[] {
  return entries.map((entry) => ({ entry, key: drawKey(seed, entry) }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map((e) => e.entry);
}
