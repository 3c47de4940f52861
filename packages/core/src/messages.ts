import type { Language } from './statuses.js';

/** A message a fan may read, in both languages of the site. The API answers in the caller's language. */
export interface Localized {
  en: string;
  th: string;
}

/**
 * The language a caller reads, from an Accept-Language header (the sites send their page's
 * language): the site language with the highest weight; English when neither is asked for.
 */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  let best: { lang: Language; q: number } = { lang: 'en', q: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const lang = tag.split('-')[0];
    if ((lang === 'en' || lang === 'th') && Number.isFinite(q) && q > best.q) best = { lang, q };
  }
  return best.lang;
}

/** The text of a message for a reader of `lang`: Localized as given, a plain English one through THAI_MESSAGES. */
export const localize = (message: string | Localized, lang: Language): string =>
  typeof message !== 'string' ? message[lang]
    // hasOwn: a message that is `constructor` or `toString` must not find the prototype's function.
    : lang === 'th' && Object.hasOwn(THAI_MESSAGES, message) ? THAI_MESSAGES[message]! : message;

/**
 * Thai for the fixed English messages of the request schemas (zod) and of the common refusals,
 * keyed by the English text, so a schema keeps one plain message and the API can still answer
 * a Thai fan in Thai. Messages with names or numbers in them are built as Localized instead.
 */
export const THAI_MESSAGES: Record<string, string> = {
  'Please sign in to continue': 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
  'Your session has expired or the token is invalid. Please sign in again.': 'เซสชันหมดอายุหรือโทเค็นไม่ถูกต้อง กรุณาเข้าสู่ระบบอีกครั้ง',
  'You do not have permission to do this': 'คุณไม่มีสิทธิ์ทำรายการนี้',
  'Request body is not valid JSON': 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง',
  'Request body is too large': 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
  'Something went wrong on our side. Please try again.': 'เกิดข้อผิดพลาดในระบบของเรา กรุณาลองใหม่อีกครั้ง',
  'The service is briefly unavailable. Please try again in a moment.': 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  'This was already done by another request': 'รายการนี้ถูกดำเนินการไปแล้วโดยคำขออื่น',
  // Store and orders.
  'Product not found': 'ไม่พบสินค้า',
  'Cart item not found': 'ไม่พบสินค้านี้ในตะกร้า',
  'Order not found': 'ไม่พบคำสั่งซื้อ',
  'Receipt not found': 'ไม่พบสลิป',
  'Quantity must be a whole number': 'จำนวนต้องเป็นจำนวนเต็ม',
  'Quantity must be at least 1': 'จำนวนต้องไม่น้อยกว่า 1',
  'Quantity exceeds maximum allowed': 'จำนวนเกินกว่าที่กำหนด',
  'Quantity exceeds maximum allowed (99)': 'จำนวนเกินกว่าที่กำหนด (สูงสุด 99 ชิ้น)',
  'Please select all product options': 'กรุณาเลือกตัวเลือกสินค้าให้ครบ',
  'Please enter a promo code': 'กรุณากรอกรหัสโปรโมชัน',
  'Invalid promo code': 'รหัสโปรโมชันไม่ถูกต้อง',
  'This promo code is not valid yet': 'รหัสโปรโมชันนี้ยังไม่เริ่มใช้งาน',
  'This promo code has expired': 'รหัสโปรโมชันนี้หมดอายุแล้ว',
  'This promo code has been fully used': 'รหัสโปรโมชันนี้ถูกใช้ครบจำนวนแล้ว',
  'You have already used this promo code': 'คุณใช้รหัสโปรโมชันนี้ไปแล้ว',
  'This promo code has just been fully used; remove it to continue': 'รหัสโปรโมชันนี้เพิ่งถูกใช้ครบจำนวน กรุณานำรหัสออกเพื่อดำเนินการต่อ',
  'Add something to your cart before applying a promo code': 'กรุณาเพิ่มสินค้าลงตะกร้าก่อนใช้รหัสโปรโมชัน',
  'Your cart is empty': 'ตะกร้าสินค้าของคุณว่างอยู่',
  'Please select a shipping method': 'กรุณาเลือกวิธีจัดส่ง',
  'Please select a pickup location': 'กรุณาเลือกสถานที่รับสินค้า',
  'Please select a delivery address': 'กรุณาเลือกที่อยู่จัดส่ง',
  'Recipient name is required': 'กรุณากรอกชื่อผู้รับ',
  'Phone number is required': 'กรุณากรอกเบอร์โทรศัพท์',
  'Invalid phone number': 'เบอร์โทรศัพท์ไม่ถูกต้อง',
  'Address is required': 'กรุณากรอกที่อยู่',
  'District is required': 'กรุณากรอกอำเภอ/เขต',
  'Province is required': 'กรุณากรอกจังหวัด',
  'Postal code is required': 'กรุณากรอกรหัสไปรษณีย์',
  'Postal code must be 5 digits': 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  'The bank account for store payments is not set up yet': 'ยังไม่ได้ตั้งค่าบัญชีธนาคารสำหรับชำระค่าสินค้า',
  'This order was cancelled because it was not paid in time. Please place a new order.': 'คำสั่งซื้อนี้ถูกยกเลิกเนื่องจากไม่ได้ชำระเงินภายในเวลาที่กำหนด กรุณาสั่งซื้อใหม่',
  'The payment reference is at most 64 characters': 'เลขอ้างอิงการโอนยาวได้ไม่เกิน 64 ตัวอักษร',
  // Slips.
  'Please choose a file to upload': 'กรุณาเลือกไฟล์ที่จะอัปโหลด',
  'File size exceeds 5MB': 'ไฟล์มีขนาดเกิน 5MB',
  'Only image files are supported (JPG, PNG, WebP or HEIC)': 'รองรับเฉพาะไฟล์รูปภาพ (JPG, PNG, WebP หรือ HEIC)',
  'A receipt has already been uploaded for this payment': 'อัปโหลดสลิปสำหรับรายการนี้ไปแล้ว',
  // Tickets.
  'Match not found': 'ไม่พบการแข่งขัน',
  'Ticket not found or you don\'t have permission to view it': 'ไม่พบตั๋วหรือคุณไม่มีสิทธิ์ดูรายการนี้',
  'Phone number is required for ticket purchase': 'กรุณากรอกเบอร์โทรศัพท์สำหรับการซื้อตั๋ว',
  'You can buy at most 10 tickets per purchase': 'ซื้อได้สูงสุด 10 ใบต่อการสั่งซื้อหนึ่งครั้ง',
  'Tickets for this match are no longer on sale': 'ปิดการจำหน่ายตั๋วสำหรับการแข่งขันนี้แล้ว',
  'Sorry, there are not enough tickets left for this match': 'ขออภัย ตั๋วสำหรับการแข่งขันนี้เหลือไม่พอ',
  // Match results (competitionResultSchema and the staff calls).
  'Home goals must be a number': 'จำนวนประตูทีมเหย้าต้องเป็นตัวเลข',
  'Away goals must be a number': 'จำนวนประตูทีมเยือนต้องเป็นตัวเลข',
  'Goals must be a whole number': 'จำนวนประตูต้องเป็นจำนวนเต็ม',
  'At most 99 goals': 'จำนวนประตูต้องไม่เกิน 99',
  'Attendance must be a number': 'จำนวนผู้ชมต้องเป็นตัวเลข',
  'Attendance must be a whole number': 'จำนวนผู้ชมต้องเป็นจำนวนเต็ม',
  'Attendance cannot be negative': 'จำนวนผู้ชมต้องไม่ติดลบ',
  'Attendance is at most 200,000': 'จำนวนผู้ชมต้องไม่เกิน 200,000',
  'Goals cannot be negative': 'จำนวนประตูต้องไม่ติดลบ',
  'Match not found in the latest competition data': 'ไม่พบการแข่งขันนี้ในข้อมูลการแข่งขันล่าสุด',
  'A result cannot be entered before kick-off': 'ยังบันทึกผลไม่ได้ก่อนเวลาเริ่มการแข่งขัน',
  // Gate check-in (staff read these at the gate).
  'Scan a ticket or type its number': 'สแกนตั๋วหรือพิมพ์หมายเลขตั๋ว',
  'Unknown ticket': 'ไม่พบตั๋วนี้',
  'Choose the match this gate is checking': 'กรุณาเลือกการแข่งขันที่ประตูนี้ตรวจตั๋ว',
  'There is no match today: choose the match this gate is checking': 'วันนี้ไม่มีการแข่งขัน กรุณาเลือกการแข่งขันที่ประตูนี้ตรวจตั๋ว',
  'This ticket has been cancelled': 'ตั๋วใบนี้ถูกยกเลิกแล้ว',
};
