import { ERROR_CODES, type ErrorCode, type Localized } from '@club/core';

/**
 * A failure the client caused or may see; the error handler turns it into the envelope, in the
 * caller's language: a Localized message as given, a plain English one through THAI_MESSAGES.
 */
export class HttpError extends Error {
  readonly text: string | Localized;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string | Localized,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.text = message;
  }
}

export class Invalid extends HttpError {
  constructor(message: string | Localized, details?: unknown) { super(400, ERROR_CODES.VALIDATION, message, details); }
}
export class Unauthorized extends HttpError {
  constructor(message: string | Localized = 'Please sign in to continue') { super(401, ERROR_CODES.UNAUTHORIZED, message); }
}
export class Forbidden extends HttpError {
  constructor(message: string | Localized = 'You do not have permission to do this') { super(403, ERROR_CODES.FORBIDDEN, message); }
}
/** A cookie-authenticated write from a page of another site (cross-site request forgery). */
export class UntrustedOrigin extends HttpError {
  constructor() {
    super(403, ERROR_CODES.UNTRUSTED_ORIGIN, {
      en: 'This request came from a page that is not this site. Open the site itself and try again.',
      th: 'คำขอนี้มาจากหน้าเว็บที่ไม่ใช่เว็บไซต์ของสโมสร กรุณาเปิดเว็บไซต์ของสโมสรโดยตรงแล้วลองใหม่อีกครั้ง',
    });
  }
}
export class NotFound extends HttpError {
  constructor(message: string | Localized = 'Not found') { super(404, ERROR_CODES.NOT_FOUND, message); }
}
export class Conflict extends HttpError {
  constructor(message: string | Localized, details?: unknown) { super(409, ERROR_CODES.CONFLICT, message, details); }
}
