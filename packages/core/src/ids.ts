// Crockford's base32 without the look-alikes I, L, O and U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-friendly code such as "7K3M-9QXD", from a cryptographic random source. */
export function humanCode(groups = 2, size = 4): string {
  const bytes = crypto.getRandomValues(new Uint8Array(groups * size));
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]);
  return Array.from({ length: groups }, (_, i) => chars.slice(i * size, (i + 1) * size).join('')).join('-');
}

export const purchaseReference = (): string => `TK-${humanCode()}`;
export const ticketNumber = (reference: string, seat: number): string => `${reference.replace(/^TK-/, 'T-')}-${String(seat).padStart(2, '0')}`;
export const ticketQrContent = (t: { ticketNumber: string; id: string }): string => `TICKET:${t.ticketNumber}:${t.id}`;
