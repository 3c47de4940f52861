import { describe, expect, it } from 'vitest';
import { isValidThaiPhone, normalizePhone } from './phone.js';
import { schemaMessage } from './messages.js';
import { phoneSchema } from './schemas.js';

describe('Thai phone numbers (spec section 5)', () => {
  it.each(['0812345678', '0912345678', '0612345678', '021234567', '053123456', '+66812345678', '+6621234567', '081-234-5678', '(02) 123 4567', '+66 81 234 5678'])(
    'accepts %s',
    (phone) => expect(isValidThaiPhone(phone)).toBe(true),
  );

  it.each(['', '081234567', '08123456789', '0112345678', '0812345678x', '66812345678', '+66081234567', '+1 812345678', '1812345678'])(
    'rejects %s',
    (phone) => expect(isValidThaiPhone(phone)).toBe(false),
  );

  it('strips spaces, dashes and parentheses', () => {
    expect(normalizePhone(' (081) 234-5678 ')).toBe('0812345678');
  });

  it('the schema stores the normalised form and names the problem', () => {
    expect(phoneSchema.parse('+66 81-234-5678')).toBe('+66812345678');
    expect(schemaMessage(phoneSchema.safeParse('').error!.issues[0]!.message)).toEqual({ en: 'Phone number is required', th: 'กรุณากรอกเบอร์โทรศัพท์' });
    expect(schemaMessage(phoneSchema.safeParse('12').error!.issues[0]!.message)).toEqual({ en: 'Invalid phone number', th: 'เบอร์โทรศัพท์ไม่ถูกต้อง' });
  });
});
