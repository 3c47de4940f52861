import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAN_MESSAGES } from './messages/fans.js';
import { REQUEST_MESSAGES } from './messages/requests.js';
import { STAFF_MESSAGES } from './messages/staff.js';
import { MESSAGES, atField, fieldRequired, msg, msgWith, orderCannotMove, schemaMessage, textOf, type MessageKey } from './messages.js';

/** Keys whose Thai is written the same as the English on purpose (none so far). */
const SAME_IN_BOTH: MessageKey[] = [];

describe('the message catalogue', () => {
  it('has every message in English and in Thai, the Thai not a copy of the English', () => {
    const problems: string[] = [];
    for (const [key, { en, th }] of Object.entries(MESSAGES) as [MessageKey, { en: string; th: string }][]) {
      if (!en.trim()) problems.push(`${key}: no English`);
      if (!th.trim()) problems.push(`${key}: no Thai`);
      if (th === en && !SAME_IN_BOTH.includes(key)) problems.push(`${key}: Thai is the English`);
      if (!/[\u0E00-\u0E7F]/.test(th)) problems.push(`${key}: Thai has no Thai letters`);
    }
    expect(problems).toEqual([]);
  });

  it('names each message once across its areas, in the form area.what', () => {
    const areas = [REQUEST_MESSAGES, FAN_MESSAGES, STAFF_MESSAGES];
    expect(Object.keys(MESSAGES).length).toBe(areas.reduce((n, a) => n + Object.keys(a).length, 0));
    expect(Object.keys(MESSAGES).filter((key) => !/^[a-z_]+\.[a-z0-9_]+$/.test(key))).toEqual([]);
  });

  it('gives the words of a key or of a Localized in the reader\'s language', () => {
    expect(textOf('request.sign_in_required', 'th')).toBe('กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ');
    expect(textOf('request.sign_in_required', 'en')).toBe('Please sign in to continue');
    expect(textOf({ en: 'Hi', th: 'สวัสดี' }, 'th')).toBe('สวัสดี');
    expect(textOf(orderCannotMove('shipped', 'paid'), 'en')).toBe('An order that is shipped cannot be marked paid');
    expect(textOf(orderCannotMove('shipped', 'paid'), 'th')).toBe('คำสั่งซื้อที่อยู่ในสถานะ "จัดส่งแล้ว" ไม่สามารถเปลี่ยนเป็น "ชำระเงินแล้ว" ได้');
    expect(atField('name', fieldRequired('field.name'))).toEqual({ en: 'name: Name is required', th: 'กรุณากรอกชื่อ' });
  });

  it('reads back what a schema says, by key or with values, and nothing else: no lookup by English words', () => {
    const schema = z.object({ a: z.string(msg('cart.empty')), b: z.string().min(1, msgWith(fieldRequired('field.sku'))), c: z.string().min(1, 'Your cart is empty') });
    const [a, b, c] = schema.safeParse({ a: 1, b: '', c: '' }).error!.issues;
    expect(schemaMessage(a!.message)).toEqual({ en: 'Your cart is empty', th: 'ตะกร้าสินค้าของคุณว่างอยู่' });
    expect(schemaMessage(b!.message)).toEqual({ en: 'SKU is required', th: 'กรุณากรอกรหัสสินค้า (SKU)' });
    expect(schemaMessage(c!.message)).toBeUndefined();
    for (const text of ['constructor', 'toString', '__proto__', 'hasOwnProperty', '{"en":1}', '{"en":"x"', 'Please sign in to continue']) {
      expect(schemaMessage(text)).toBeUndefined();
    }
  });
});
