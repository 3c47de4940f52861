// Crockford's base32 without the look-alikes I, L, O and U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-friendly code such as "7K3M-9QXD", from a cryptographic random source. */
export function humanCode(groups = 2, size = 4): string {
  const bytes = crypto.getRandomValues(new Uint8Array(groups * size));
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]);
  return Array.from({ length: groups }, (_, i) => chars.slice(i * size, (i + 1) * size).join('')).join('-');
}

export const purchaseReference = (): string => `TK-${humanCode()}`;

/**
 * The one form a purchase's reference or an order's number is known by, however it was written: in
 * capitals, letters and digits only (TK-AB12-CD34, tk ab12 cd34 → TKAB12CD34), as a bill payment's
 * Ref1 carries it and a payer may type it in a transfer's note. The database keeps it beside each
 * reference (reference_key, unique) to look it up by.
 */
export const referenceKey = (reference: string): string => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A ticket's number, issued or given to the ticket that replaces a transferred one: random, so
 * nothing public (the purchase's reference is on the payment page, in transfer notes and mail
 * subjects) tells it, and a number typed at the gate must have been read off the ticket. Tickets
 * issued before numbers were random were the reference plus the seat (T-7K3M-9QXD-01) and keep it.
 */
export const newTicketNumber = (seat: number): string => `T-${humanCode()}-${String(seat).padStart(2, '0')}`;
