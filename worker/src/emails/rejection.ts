import type { Language, RejectionReason } from '@club/core';

/** A rejected payment's preset reason as a fan reads it in a mail (a ticket purchase's or a store order's), and the label of staff's own note. */
export const rejectionWords = {
  en: {
    reason: 'Reason',
    note: 'Note from our staff',
    reasons: {
      slip_unreadable: 'We could not read the slip. Please send a clear picture or screenshot of the whole slip.',
      amount_wrong: 'The amount on the slip is not the amount due.',
      transfer_not_found: 'We could not find this transfer in our bank account.',
      wrong_account: 'The money was sent to an account that is not the club\'s account for this payment.',
      slip_reused: 'This slip was already used to pay for something else.',
      sold_out: 'The payment came after the tickets or items had sold out. We will refund your transfer.',
      other: 'Please read our staff\'s note below.',
    } satisfies Record<RejectionReason, string>,
  },
  th: {
    reason: 'เหตุผล',
    note: 'หมายเหตุจากเจ้าหน้าที่',
    reasons: {
      slip_unreadable: 'เราอ่านสลิปไม่ได้ กรุณาส่งรูปหรือภาพหน้าจอสลิปที่ชัดเจนและครบทั้งใบ',
      amount_wrong: 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ',
      transfer_not_found: 'เราไม่พบรายการโอนนี้ในบัญชีธนาคารของสโมสร',
      wrong_account: 'เงินถูกโอนเข้าบัญชีที่ไม่ใช่บัญชีของสโมสรสำหรับการชำระเงินนี้',
      slip_reused: 'สลิปนี้เคยใช้ชำระรายการอื่นไปแล้ว',
      sold_out: 'การชำระเงินมาถึงหลังจากที่ตั๋วหรือสินค้าหมดแล้ว เราจะคืนเงินที่คุณโอนมา',
      other: 'กรุณาอ่านหมายเหตุจากเจ้าหน้าที่ด้านล่าง',
    } satisfies Record<RejectionReason, string>,
  },
} satisfies Record<Language, unknown>;

/** The lines a mail gives a rejection: the reason's words, then staff's note as they wrote it (if any). */
export const rejectionLines = (lang: Language, reason: RejectionReason, note: string | null): string[] => {
  const w = rejectionWords[lang];
  return [`${w.reason}: ${w.reasons[reason]}`, ...(note ? [`${w.note}: ${note}`] : [])];
};
