import { ERROR_CODES, type ErrorCode } from '@club/core';

/** A failure the client caused or may see; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class Invalid extends HttpError {
  constructor(message: string, details?: unknown) { super(400, ERROR_CODES.VALIDATION, message, details); }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in to continue') { super(401, ERROR_CODES.UNAUTHORIZED, message); }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this') { super(403, ERROR_CODES.FORBIDDEN, message); }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') { super(404, ERROR_CODES.NOT_FOUND, message); }
}
export class Conflict extends HttpError {
  constructor(message: string, details?: unknown) { super(409, ERROR_CODES.CONFLICT, message, details); }
}
