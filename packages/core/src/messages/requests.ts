import type { Localized } from '../messages.js';

/**
 * Refusals of any call: signing in, permissions, the request itself, uploads, and the words the
 * API falls back on when a request schema gives no message of its own.
 */
export const REQUEST_MESSAGES = {
  'request.sign_in_required': { en: 'Please sign in to continue', th: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ' },
  'request.session_expired': {
    en: 'Your session has expired or the token is invalid. Please sign in again.',
    th: 'เซสชันหมดอายุหรือโทเค็นไม่ถูกต้อง กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  'request.forbidden': { en: 'You do not have permission to do this', th: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  'request.staff_only': { en: 'Staff access only', th: 'เฉพาะเจ้าหน้าที่เท่านั้น' },
  'request.admin_only': { en: 'Administrator access only', th: 'เฉพาะผู้ดูแลระบบเท่านั้น' },
  'request.gate_only': { en: 'Stewards and staff only', th: 'เฉพาะเจ้าหน้าที่ประตูและเจ้าหน้าที่เท่านั้น' },
  'request.untrusted_origin': {
    en: 'This request came from a page that is not this site. Open the site itself and try again.',
    th: 'คำขอนี้มาจากหน้าเว็บที่ไม่ใช่เว็บไซต์ของสโมสร กรุณาเปิดเว็บไซต์ของสโมสรโดยตรงแล้วลองใหม่อีกครั้ง',
  },
  'request.not_found': { en: 'Not found', th: 'ไม่พบข้อมูล' },
  'payment.bad_signature': { en: 'The callback is not signed with the shared secret, or its time is too far from now', th: 'การแจ้งชำระเงินไม่ได้ลงนามด้วยรหัสลับที่ตกลงกันไว้ หรือเวลาห่างจากปัจจุบันเกินไป' },
  'request.bad_json': { en: 'Request body is not valid JSON', th: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง' },
  'request.body_not_object': { en: 'The body must be a JSON object', th: 'ข้อมูลที่ส่งมาต้องเป็นออบเจ็กต์ JSON' },
  'request.too_large': { en: 'Request body is too large', th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' },
  'request.unsupported_type': { en: 'Unsupported content type or encoding', th: 'ไม่รองรับชนิดหรือการเข้ารหัสของข้อมูลที่ส่งมา' },
  'request.bad_request': { en: 'Bad request', th: 'คำขอไม่ถูกต้อง' },
  'request.failed': { en: 'Request failed', th: 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  'request.internal': { en: 'Something went wrong on our side. Please try again.', th: 'เกิดข้อผิดพลาดในระบบของเรา กรุณาลองใหม่อีกครั้ง' },
  'request.unavailable': {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  'request.already_done': { en: 'This was already done by another request', th: 'รายการนี้ถูกดำเนินการไปแล้วโดยคำขออื่น' },
  'request.unstorable_text': { en: 'Text cannot contain NUL characters or broken Unicode', th: 'ข้อความต้องไม่มีอักขระ NUL หรือยูนิโค้ดที่ไม่สมบูรณ์' },
  'request.must_be_json': { en: 'must be JSON', th: 'ต้องเป็น JSON' },
  'request.prototype_key': {
    en: 'must not use __proto__, constructor or prototype as a key',
    th: 'ห้ามใช้ __proto__, constructor หรือ prototype เป็นชื่อคีย์',
  },
  'request.must_be_date': { en: 'must be a date', th: 'ต้องเป็นวันที่' },
  // ra-data-simple-rest list queries and the other lists' filters.
  'list.range': { en: 'range must be [start, end] with at most 1000 rows', th: 'range ต้องอยู่ในรูป [start, end] และไม่เกิน 1000 แถว' },
  'list.page_whole': { en: 'page must be a whole number', th: 'page ต้องเป็นจำนวนเต็ม' },
  'list.page_min': { en: 'page starts at 1', th: 'page เริ่มที่ 1' },
  'list.limit_whole': { en: 'limit must be a whole number', th: 'limit ต้องเป็นจำนวนเต็ม' },
  'list.limit_1_to_200': { en: 'limit must be between 1 and 200', th: 'limit ต้องอยู่ระหว่าง 1 ถึง 200' },
  'list.search_too_long': { en: 'q is at most 100 characters', th: 'คำค้นหายาวได้ไม่เกิน 100 ตัวอักษร' },
  'filter.match_id': { en: 'match_id must be a match id', th: 'match_id ต้องเป็นรหัสการแข่งขัน' },
  'filter.purchase_match_id': { en: 'matchId must be a match id', th: 'matchId ต้องเป็นรหัสการแข่งขัน' },
  'filter.category_id': { en: 'category_id must be a category id', th: 'category_id ต้องเป็นรหัสหมวดหมู่' },
  'filter.team_id': { en: 'team_id must be a team id', th: 'team_id ต้องเป็นรหัสทีม' },
  'filter.venue_id': { en: 'venue_id must be a venue id', th: 'venue_id ต้องเป็นรหัสสนาม' },
  // What a request schema says when it has no message of its own (zod's default would be English).
  'validation.invalid': { en: 'Invalid value', th: 'ค่าไม่ถูกต้อง' },
  'validation.required': { en: 'Required', th: 'จำเป็นต้องระบุ' },
  'validation.text': { en: 'Must be text', th: 'ต้องเป็นข้อความ' },
  'validation.number': { en: 'Must be a number', th: 'ต้องเป็นตัวเลข' },
  'validation.whole_number': { en: 'Must be a whole number', th: 'ต้องเป็นจำนวนเต็ม' },
  'validation.true_or_false': { en: 'must be true or false', th: 'ต้องเป็น true หรือ false' },
  'validation.format': { en: 'Invalid format', th: 'รูปแบบไม่ถูกต้อง' },
  // Uploads: slips and the console's pictures.
  'upload.choose_file': { en: 'Please choose a file to upload', th: 'กรุณาเลือกไฟล์ที่จะอัปโหลด' },
  'upload.choose_image': { en: 'Please choose an image to upload', th: 'กรุณาเลือกรูปภาพที่จะอัปโหลด' },
  'upload.too_large': { en: 'File size exceeds 5MB', th: 'ไฟล์มีขนาดเกิน 5MB' },
  'upload.slip_type': { en: 'Only image files are supported (JPG, PNG, WebP or HEIC)', th: 'รองรับเฉพาะไฟล์รูปภาพ (JPG, PNG, WebP หรือ HEIC)' },
  'upload.image_type': { en: 'Only JPEG, PNG and WebP images are accepted', th: 'รองรับเฉพาะรูปภาพ JPEG, PNG และ WebP' },
  'upload.malformed': { en: 'The upload is not a well-formed multipart form', th: 'ข้อมูลที่อัปโหลดไม่ใช่ฟอร์ม multipart ที่ถูกต้อง' },
  'upload.refused': {
    en: 'Upload refused: send one image and at most a few short text fields',
    th: 'ไม่สามารถรับไฟล์ที่อัปโหลดได้ กรุณาส่งรูปภาพเพียงรูปเดียวและข้อความสั้น ๆ ไม่กี่ช่อง',
  },
  // better-auth's refusals, by its code (its own messages are English only).
  'auth.invalid_email_or_password': { en: 'Invalid email or password', th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  'auth.user_exists': { en: 'User already exists. Use another email.', th: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาใช้อีเมลอื่น' },
  'auth.password_too_short': { en: 'Password too short', th: 'รหัสผ่านสั้นเกินไป' },
  'auth.password_too_long': { en: 'Password too long', th: 'รหัสผ่านยาวเกินไป' },
  'auth.invalid_email': { en: 'Invalid email', th: 'อีเมลไม่ถูกต้อง' },
  'auth.invalid_password': { en: 'Invalid password', th: 'รหัสผ่านไม่ถูกต้อง' },
  'auth.invalid_token': { en: 'This link is invalid or has expired', th: 'ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว' },
  'auth.provider_not_found': { en: 'This sign-in method is not available', th: 'วิธีเข้าสู่ระบบนี้ไม่พร้อมใช้งาน' },
  'auth.user_not_found': { en: 'User not found', th: 'ไม่พบผู้ใช้' },
  'auth.session_expired': { en: 'Session expired. Sign in again to do this.', th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้งเพื่อทำรายการนี้' },
  'auth.email_already_verified': { en: 'Your email address is confirmed already', th: 'อีเมลของคุณได้รับการยืนยันแล้ว' },
  'auth.email_mismatch': { en: 'That is not the email address of the account you are signed in to', th: 'อีเมลนี้ไม่ใช่อีเมลของบัญชีที่คุณเข้าสู่ระบบอยู่' },
} as const satisfies Record<string, Localized>;

export const noSuchEndpoint = (method: string, path: string): Localized => ({
  en: `No such endpoint: ${method} ${path}`,
  th: `ไม่มีปลายทางนี้: ${method} ${path}`,
});

/** A list query's `limit` above a list's page size. */
export const limitAtMost = (max: number): Localized => ({ en: `limit is at most ${max}`, th: `limit ต้องไม่เกิน ${max}` });

/** A query field (`sort`, `status`) that must be one of a few words. */
export const oneOfWords = (field: string, values: readonly string[]): Localized => ({
  en: `${field} must be one of ${values.join(', ')}`,
  th: `${field} ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: ${values.join(', ')}`,
});

// What a request schema says when it has no message of its own, with the limit it broke.
export const textTooLong = (max: number): Localized => ({ en: `At most ${max} characters`, th: `ยาวได้ไม่เกิน ${max} ตัวอักษร` });
export const textTooShort = (min: number): Localized => ({ en: `At least ${min} characters`, th: `ต้องมีอย่างน้อย ${min} ตัวอักษร` });
export const numberTooBig = (max: number | bigint): Localized => ({ en: `At most ${max}`, th: `ต้องไม่เกิน ${max}` });
export const numberTooSmall = (min: number | bigint): Localized => ({ en: `At least ${min}`, th: `ต้องไม่น้อยกว่า ${min}` });
export const tooManyItems = (max: number | bigint): Localized => ({ en: `At most ${max} items`, th: `ได้ไม่เกิน ${max} รายการ` });
export const tooFewItems = (min: number | bigint): Localized => ({ en: `At least ${min} items`, th: `ต้องมีอย่างน้อย ${min} รายการ` });
export const oneOfValues = (values: readonly unknown[]): Localized => ({
  en: `Must be one of ${values.map(String).join(', ')}`,
  th: `ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: ${values.map(String).join(', ')}`,
});
export const unknownFields = (keys: readonly string[]): Localized => ({ en: `Unknown field: ${keys.join(', ')}`, th: `ไม่รู้จักช่องข้อมูล: ${keys.join(', ')}` });
