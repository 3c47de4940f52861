/** The response envelope of every API call. */
export type ApiSuccess<T> = { success: true; data: T };
/**
 * A refusal: `message` in the caller's language; `words`, when the refusal is one a person is shown, in
 * each language, so a page keeps the refusal and words it again when the reader switches language.
 */
export type ApiFailure = { success: false; error: { message: string; code: string; words?: { en: string; th: string }; requestId?: string; details?: unknown } };

export const ERROR_CODES = {
  VALIDATION: 'VALIDATION_ERROR',
  BAD_JSON: 'MALFORMED_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** A write authenticated by a session cookie from a page that is not one of the trusted origins (403). */
  UNTRUSTED_ORIGIN: 'UNTRUSTED_ORIGIN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Gate check-in: the ticket was already admitted (409). */
  ALREADY_USED: 'ALREADY_USED',
  /** Gate check-in: another match's, cancelled or unpaid ticket (409). */
  TICKET_REFUSED: 'TICKET_REFUSED',
  /** A purchase that would give the fan more than MAX_TICKETS_PER_PURCHASE unpaid tickets of a match (409). */
  UNPAID_TICKET_LIMIT: 'UNPAID_TICKET_LIMIT',
  /** A purchase that would give the fan more tickets of a match, paid and unpaid, than its tickets per fan (409). */
  TICKETS_PER_FAN_LIMIT: 'TICKETS_PER_FAN_LIMIT',
  /** An order that would give the fan more than MAX_UNPAID_PER_PRODUCT units of a product awaiting payment (409). */
  UNPAID_PRODUCT_LIMIT: 'UNPAID_PRODUCT_LIMIT',
  /** Marking refunded a bank payment that was no second payment (no paid_twice finding) (409). */
  NO_REFUND_OWED: 'NO_REFUND_OWED',
  /** Marking refunded a second payment already marked refunded (409). */
  REFUNDED_ALREADY: 'REFUNDED_ALREADY',
  /** A purchase that names no zone of a match selling several (400; details.zones lists them). */
  ZONE_REQUIRED: 'ZONE_REQUIRED',
  /** A purchase in a zone the match does not sell (409). */
  ZONE_CLOSED: 'ZONE_CLOSED',
  /** A purchase of numbered seats someone holds already (409; details.seatIds names them). */
  SEAT_TAKEN: 'SEAT_TAKEN',
  /** A season pass bought in its renewal window by someone who held no place on last season's pass, or renewing a holding twice (409). */
  NOT_RENEWABLE: 'NOT_RENEWABLE',
  /** A purchase before the match's sale start (409; details.saleStartsAt). */
  SALE_NOT_STARTED: 'SALE_NOT_STARTED',
  /** A purchase of a match whose waiting room is on, by a fan not admitted or whose turn is over (409). */
  NOT_ADMITTED: 'NOT_ADMITTED',
  /**
   * Moving the sale start or the waiting room's opening, or turning the room off, once the sale of a
   * match with a room has started (the draw is made and published): 409, details name the field.
   */
  SALE_START_FIXED: 'SALE_START_FIXED',
  /**
   * Moving the opening of a waiting room fans have joined, or turning it off, before its sale starts
   * (409, details name queue_opens_at): they would lose the places they wait in.
   */
  ROOM_HAS_FANS: 'ROOM_HAS_FANS',
  /** Joining a waiting room that is not open (none, not yet, or the match sold out) (409). */
  QUEUE_CLOSED: 'QUEUE_CLOSED',
  /** Joining a waiting room without a solved bot challenge, or with one used or expired (400). */
  CHALLENGE_FAILED: 'CHALLENGE_FAILED',
  /** Joining a waiting room with an address not proven yet (403). */
  EMAIL_UNVERIFIED: 'EMAIL_UNVERIFIED',
  /** Gate check-in: a valid ticket at a gate that does not admit its zone (409; details.admit_at names the gates). */
  WRONG_GATE: 'WRONG_GATE',
  /** Gate: a signed code the club's keys do not verify (bad signature, unknown or retired key) (409). */
  FORGED: 'FORGED',
  /** Gate: a signed code outside its validity window, a day before kick-off to 12 hours after (409). */
  WRONG_DAY: 'WRONG_DAY',
  /** Gate: a steward typed a ticket number; stewards may only scan codes (403). */
  SCAN_ONLY: 'SCAN_ONLY',
  /** Gate: a typed number judged on a phone offline, which cannot check one (the scan's recorded verdict). */
  TYPED_OFFLINE: 'TYPED_OFFLINE',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** A new password zxcvbn scores below MIN_PASSWORD_SCORE (400). */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
