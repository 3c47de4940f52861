import { ERROR_CODES, textOf, type ErrorCode, type Localized, type MessageKey } from '@club/core';

/** What a refusal says: a key of the message catalogue, or words with names or numbers in them. */
export type Message = MessageKey | Localized;

/** One field's problem, in error.details: the console shows it under the field. */
export interface FieldProblem {
  path: string;
  message: Message;
}

/** error.details of a refusal that is about a record rather than fields ({ product_id, available_quantity }). */
type RecordDetails = Record<string, string | number | boolean | null>;

/**
 * A failure the client caused or may see; the error handler turns it into the envelope, in the
 * caller's language (details' messages too).
 */
export class HttpError extends Error {
  readonly text: Message;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: Message,
    readonly details?: unknown,
  ) {
    super(textOf(message, 'en'));
    this.text = message;
  }
}

export class Invalid extends HttpError {
  constructor(message: Message, details?: FieldProblem[]) { super(400, ERROR_CODES.VALIDATION, message, details); }
}
export class Unauthorized extends HttpError {
  constructor(message: Message = 'request.sign_in_required') { super(401, ERROR_CODES.UNAUTHORIZED, message); }
}
export class Forbidden extends HttpError {
  constructor(message: Message = 'request.forbidden') { super(403, ERROR_CODES.FORBIDDEN, message); }
}
/** A cookie-authenticated write from a page of another site (cross-site request forgery). */
export class UntrustedOrigin extends HttpError {
  constructor() { super(403, ERROR_CODES.UNTRUSTED_ORIGIN, 'request.untrusted_origin'); }
}
export class NotFound extends HttpError {
  constructor(message: Message = 'request.not_found') { super(404, ERROR_CODES.NOT_FOUND, message); }
}
export class Conflict extends HttpError {
  constructor(message: Message, details?: FieldProblem[] | RecordDetails) { super(409, ERROR_CODES.CONFLICT, message, details); }
}
