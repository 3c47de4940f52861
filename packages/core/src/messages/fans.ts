import type { Localized } from '../messages.js';
import type { OrderStatus, PurchaseStatus } from '../statuses.js';

/** What fans read: their profile, tickets, slips, the store, the cart and orders. */
export const FAN_MESSAGES = {
  'profile.name_required': { en: 'Name is required', th: 'กรุณากรอกชื่อ' },
  'phone.required': { en: 'Phone number is required', th: 'กรุณากรอกเบอร์โทรศัพท์' },
  'phone.invalid': { en: 'Invalid phone number', th: 'เบอร์โทรศัพท์ไม่ถูกต้อง' },
  // The account page.
  'account.password_wrong': { en: 'The password is not right', th: 'รหัสผ่านไม่ถูกต้อง' },
  'account.delete_upcoming_tickets': {
    en: 'You hold tickets for an upcoming match, so your account cannot be deleted until after the match',
    th: 'คุณมีตั๋วสำหรับการแข่งขันที่กำลังจะมาถึง จึงยังลบบัญชีไม่ได้จนกว่าการแข่งขันจะจบ',
  },
  'account.delete_in_progress': {
    en: 'You have a ticket purchase or a store order in progress, so your account cannot be deleted until it is finished or cancelled',
    th: 'คุณมีรายการซื้อตั๋วหรือคำสั่งซื้อสินค้าที่ยังดำเนินการอยู่ จึงยังลบบัญชีไม่ได้จนกว่ารายการจะเสร็จสิ้นหรือถูกยกเลิก',
  },
  'account.delete_staff': { en: 'A staff account is closed by an administrator in the console', th: 'บัญชีเจ้าหน้าที่ต้องให้ผู้ดูแลระบบปิดในระบบหลังบ้าน' },
  'account.delete_no_password': {
    en: 'This account signs in with Google or LINE and has no password: contact us to delete it',
    th: 'บัญชีนี้เข้าสู่ระบบด้วย Google หรือ LINE และไม่มีรหัสผ่าน โปรดติดต่อเราเพื่อลบบัญชี',
  },
  'address.not_found': { en: 'Address not found', th: 'ไม่พบที่อยู่' },
  // Tickets.
  'match.not_found': { en: 'Match not found', th: 'ไม่พบการแข่งขัน' },
  /** The opponent of a match whose away team is not known yet, as both sites write it. */
  'match.opponent_tba': { en: 'TBA', th: 'รอประกาศ' },
  'purchase.tickets_not_issued': { en: 'The tickets of this purchase are not issued yet: its payment is not confirmed', th: 'ยังไม่ได้ออกตั๋วสำหรับรายการนี้ เนื่องจากยังไม่ได้ยืนยันการชำระเงิน' },
  'purchase.not_yours': { en: 'Ticket not found or you don\'t have permission to view it', th: 'ไม่พบตั๋วหรือคุณไม่มีสิทธิ์ดูรายการนี้' },
  'purchase.phone_required': { en: 'Phone number is required for ticket purchase', th: 'กรุณากรอกเบอร์โทรศัพท์สำหรับการซื้อตั๋ว' },
  'purchase.max_tickets': { en: 'You can buy at most 10 tickets per purchase', th: 'ซื้อได้สูงสุด 10 ใบต่อการสั่งซื้อหนึ่งครั้ง' },
  'purchase.not_on_sale': { en: 'Tickets for this match are no longer on sale', th: 'ปิดการจำหน่ายตั๋วสำหรับการแข่งขันนี้แล้ว' },
  'purchase.sold_out': { en: 'Sorry, there are not enough tickets left for this match', th: 'ขออภัย ตั๋วสำหรับการแข่งขันนี้เหลือไม่พอ' },
  'purchase.seats_gone': {
    en: 'Sorry, the seats of this purchase have been sold since it was rejected, so a new slip cannot be accepted. Contact us for a refund of any transfer',
    th: 'ขออภัย ที่นั่งของรายการนี้ถูกขายไปแล้วหลังจากถูกปฏิเสธ จึงรับสลิปใหม่ไม่ได้ หากโอนเงินแล้วโปรดติดต่อเราเพื่อขอคืนเงิน',
  },
  'purchase.sale_not_started': { en: 'Tickets for this match are not on sale yet', th: 'ยังไม่เปิดจำหน่ายตั๋วสำหรับการแข่งขันนี้' },
  // The waiting room of an on-sale day.
  'queue.not_admitted': {
    en: 'Tickets for this match are sold through the waiting room: join it and buy when it is your turn (a turn lasts a few minutes)',
    th: 'ตั๋วการแข่งขันนี้จำหน่ายผ่านห้องรอคิว กรุณาเข้าคิวและซื้อเมื่อถึงคิวของคุณ (แต่ละคิวมีเวลาจำกัดไม่กี่นาที)',
  },
  'queue.not_open': { en: 'The waiting room for this match is not open', th: 'ห้องรอคิวของการแข่งขันนี้ยังไม่เปิด' },
  'queue.sold_out': { en: 'Sorry, this match is sold out', th: 'ขออภัย ตั๋วการแข่งขันนี้ขายหมดแล้ว' },
  'queue.not_joined': { en: 'You are not in the waiting room for this match', th: 'คุณยังไม่ได้เข้าคิวของการแข่งขันนี้' },
  'queue.challenge_failed': { en: 'The check that you are not a robot did not pass: try again', th: 'การตรวจสอบว่าคุณไม่ใช่โปรแกรมอัตโนมัติไม่ผ่าน กรุณาลองอีกครั้ง' },
  'queue.email_unverified': {
    en: 'Confirm your email address before joining the queue: open the link we mailed you, or ask for a new one',
    th: 'กรุณายืนยันอีเมลของคุณก่อนเข้าคิว โดยเปิดลิงก์ที่เราส่งไปทางอีเมล หรือขอลิงก์ใหม่',
  },
  // Zones and seats.
  'zone.not_found': { en: 'Zone not found', th: 'ไม่พบโซนนี้' },
  'zone.required': { en: 'Choose a zone: this match sells several', th: 'กรุณาเลือกโซน แมตช์นี้มีหลายโซน' },
  'zone.closed': { en: 'This zone is not on sale for this match', th: 'โซนนี้ไม่เปิดขายสำหรับแมตช์นี้' },
  'zone.sold_out': { en: 'Sorry, there are not enough tickets left in this zone', th: 'ขออภัย ตั๋วในโซนนี้เหลือไม่พอ' },
  'seat.not_found': { en: 'Seat not found in this zone', th: 'ไม่พบที่นั่งนี้ในโซน' },
  'seat.one_per_ticket': { en: 'Choose one different seat for each ticket', th: 'กรุณาเลือกที่นั่งที่ไม่ซ้ำกันให้ครบตามจำนวนตั๋ว' },
  'seat.not_numbered': { en: 'This zone has no numbered seats to choose', th: 'โซนนี้ไม่มีที่นั่งแบบระบุหมายเลขให้เลือก' },
  'seat.taken': { en: 'Sorry, some of these seats have just been taken: choose again', th: 'ขออภัย มีผู้จองที่นั่งบางที่ไปแล้ว กรุณาเลือกใหม่' },
  'season.not_found': { en: 'Season pass not found', th: 'ไม่พบตั๋วรายฤดูกาลนี้' },
  'season.not_on_sale': { en: 'This season pass is not on sale now', th: 'ตั๋วรายฤดูกาลนี้ไม่ได้เปิดขายในขณะนี้' },
  'season.sold_out': { en: 'Sorry, this season pass is sold out', th: 'ขออภัย ตั๋วรายฤดูกาลนี้ขายหมดแล้ว' },
  'season.not_renewable': { en: 'Only last season\'s holders may renew now, each their own seat once', th: 'ช่วงนี้เปิดให้เฉพาะผู้ถือตั๋วฤดูกาลที่แล้วต่ออายุที่นั่งเดิมของตนได้ครั้งเดียว' },
  'season.seat_taken': { en: 'Sorry, this seat is not free for every match of the season: choose another', th: 'ขออภัย ที่นั่งนี้ไม่ว่างครบทุกนัดของฤดูกาล กรุณาเลือกที่นั่งอื่น' },
  // Match ratings.
  'rating.stars': { en: 'Choose from 1 to 5 stars', th: 'กรุณาเลือก 1 ถึง 5 ดาว' },
  'rating.comment_text': { en: 'The comment must be text', th: 'ความคิดเห็นต้องเป็นข้อความ' },
  'rating.not_holder': { en: 'Only fans with a paid ticket for this match can rate it', th: 'ให้คะแนนได้เฉพาะผู้ที่มีตั๋วที่ชำระเงินแล้วของแมตช์นี้' },
  'rating.before_kick_off': { en: 'You can rate this match once it has kicked off', th: 'ให้คะแนนแมตช์นี้ได้หลังเริ่มการแข่งขันแล้ว' },
  'quantity.whole': { en: 'Quantity must be a whole number', th: 'จำนวนต้องเป็นจำนวนเต็ม' },
  'quantity.min': { en: 'Quantity must be at least 1', th: 'จำนวนต้องไม่น้อยกว่า 1' },
  'quantity.max': { en: 'Quantity exceeds maximum allowed', th: 'จำนวนเกินกว่าที่กำหนด' },
  'quantity.max_99': { en: 'Quantity exceeds maximum allowed (99)', th: 'จำนวนเกินกว่าที่กำหนด (สูงสุด 99 ชิ้น)' },
  // Slips (ticket purchases and store orders alike).
  'slip.not_found': { en: 'Receipt not found', th: 'ไม่พบสลิป' },
  'slip.already_uploaded': { en: 'A receipt has already been uploaded for this payment', th: 'อัปโหลดสลิปสำหรับรายการนี้ไปแล้ว' },
  // The store and the cart.
  'product.not_found': { en: 'Product not found', th: 'ไม่พบสินค้า' },
  'store.search_too_long': { en: 'search is at most 100 characters', th: 'คำค้นหายาวได้ไม่เกิน 100 ตัวอักษร' },
  'cart.item_not_found': { en: 'Cart item not found', th: 'ไม่พบสินค้านี้ในตะกร้า' },
  'cart.empty': { en: 'Your cart is empty', th: 'ตะกร้าสินค้าของคุณว่างอยู่' },
  'cart.select_options': { en: 'Please select all product options', th: 'กรุณาเลือกตัวเลือกสินค้าให้ครบ' },
  'cart.option_group_empty': { en: 'variant group is empty', th: 'ชื่อกลุ่มตัวเลือกสินค้าว่างอยู่' },
  'promo.enter_code': { en: 'Please enter a promo code', th: 'กรุณากรอกรหัสโปรโมชัน' },
  'promo.invalid': { en: 'Invalid promo code', th: 'รหัสโปรโมชันไม่ถูกต้อง' },
  'promo.not_yet': { en: 'This promo code is not valid yet', th: 'รหัสโปรโมชันนี้ยังไม่เริ่มใช้งาน' },
  'promo.expired': { en: 'This promo code has expired', th: 'รหัสโปรโมชันนี้หมดอายุแล้ว' },
  'promo.used_up': { en: 'This promo code has been fully used', th: 'รหัสโปรโมชันนี้ถูกใช้ครบจำนวนแล้ว' },
  'promo.already_used': { en: 'You have already used this promo code', th: 'คุณใช้รหัสโปรโมชันนี้ไปแล้ว' },
  'promo.just_used_up': {
    en: 'This promo code has just been fully used; remove it to continue',
    th: 'รหัสโปรโมชันนี้เพิ่งถูกใช้ครบจำนวน กรุณานำรหัสออกเพื่อดำเนินการต่อ',
  },
  'promo.cart_empty': { en: 'Add something to your cart before applying a promo code', th: 'กรุณาเพิ่มสินค้าลงตะกร้าก่อนใช้รหัสโปรโมชัน' },
  // Delivery addresses and orders.
  'address.recipient_required': { en: 'Recipient name is required', th: 'กรุณากรอกชื่อผู้รับ' },
  'address.line_required': { en: 'Address is required', th: 'กรุณากรอกที่อยู่' },
  'address.district_required': { en: 'District is required', th: 'กรุณากรอกอำเภอ/เขต' },
  'address.province_required': { en: 'Province is required', th: 'กรุณากรอกจังหวัด' },
  'address.postal_code_required': { en: 'Postal code is required', th: 'กรุณากรอกรหัสไปรษณีย์' },
  'address.postal_code_digits': { en: 'Postal code must be 5 digits', th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' },
  'address.postal_code_unknown': { en: 'We do not know this postal code', th: 'ไม่พบรหัสไปรษณีย์นี้' },
  'order.not_found': { en: 'Order not found', th: 'ไม่พบคำสั่งซื้อ' },
  'order.choose_shipping': { en: 'Please select a shipping method', th: 'กรุณาเลือกวิธีจัดส่ง' },
  'order.choose_pickup': { en: 'Please select a pickup location', th: 'กรุณาเลือกสถานที่รับสินค้า' },
  'order.choose_address': { en: 'Please select a delivery address', th: 'กรุณาเลือกที่อยู่จัดส่ง' },
  'order.no_store_account': { en: 'The bank account for store payments is not set up yet', th: 'ยังไม่ได้ตั้งค่าบัญชีธนาคารสำหรับชำระค่าสินค้า' },
  'order.expired_unpaid': {
    en: 'This order was cancelled because it was not paid in time. Please place a new order.',
    th: 'คำสั่งซื้อนี้ถูกยกเลิกเนื่องจากไม่ได้ชำระเงินภายในเวลาที่กำหนด กรุณาสั่งซื้อใหม่',
  },
  'order.reference_too_long': { en: 'The payment reference is at most 64 characters', th: 'เลขอ้างอิงการโอนยาวได้ไม่เกิน 64 ตัวอักษร' },
  'order.notes_too_long': { en: 'Notes are at most 500 characters', th: 'หมายเหตุยาวได้ไม่เกิน 500 ตัวอักษร' },
  // A status in a sentence ("an order that is shipped").
  'purchase_status.pending': { en: 'pending', th: 'รอชำระเงิน' },
  'purchase_status.verifying': { en: 'verifying', th: 'รอตรวจสอบสลิป' },
  'purchase_status.completed': { en: 'completed', th: 'สำเร็จ' },
  'purchase_status.expired': { en: 'expired', th: 'หมดเวลาชำระ' },
  'purchase_status.rejected': { en: 'rejected', th: 'ถูกปฏิเสธ' },
  'purchase_status.cancelled': { en: 'cancelled', th: 'ยกเลิกแล้ว' },
  'order_status.pending_payment': { en: 'pending payment', th: 'รอชำระเงิน' },
  'order_status.paid': { en: 'paid', th: 'ชำระเงินแล้ว' },
  'order_status.processing': { en: 'processing', th: 'กำลังเตรียมสินค้า' },
  'order_status.shipped': { en: 'shipped', th: 'จัดส่งแล้ว' },
  'order_status.delivered': { en: 'delivered', th: 'ส่งถึงแล้ว' },
  'order_status.cancelled': { en: 'cancelled', th: 'ยกเลิกแล้ว' },
  'order_status.refunded': { en: 'refunded', th: 'คืนเงินแล้ว' },
  'order_status.rejected': { en: 'payment rejected', th: 'การชำระเงินถูกปฏิเสธ' },
  'order.stock_gone': {
    en: 'Sorry, some items of this order have sold out since its payment was rejected, so a new slip cannot be accepted. Contact us for a refund of any transfer',
    th: 'ขออภัย สินค้าบางรายการในคำสั่งซื้อนี้หมดแล้วหลังจากการชำระเงินถูกปฏิเสธ จึงรับสลิปใหม่ไม่ได้ หากโอนเงินแล้วโปรดติดต่อเราเพื่อขอคืนเงิน',
  },
  // Passing a ticket on.
  'ticket.none_held': { en: 'You no longer hold any ticket of this purchase: they were all passed on', th: 'คุณไม่มีตั๋วของรายการนี้แล้ว เนื่องจากโอนให้ผู้อื่นทั้งหมด' },
  'ticket.not_yours': { en: 'Ticket not found, or it is not yours', th: 'ไม่พบตั๋ว หรือตั๋วนี้ไม่ใช่ของคุณ' },
  'ticket.transfer_email': { en: 'Enter the email address of the person you are giving the ticket to', th: 'กรุณากรอกอีเมลของผู้ที่คุณต้องการโอนตั๋วให้' },
  'ticket.transfer_to_self': { en: 'This ticket is already yours: enter the email of the person you are giving it to', th: 'ตั๋วนี้เป็นของคุณอยู่แล้ว กรุณากรอกอีเมลของผู้ที่จะรับตั๋ว' },
  'ticket.transfer_used': { en: 'This ticket has been used at the gate, so it can no longer be transferred', th: 'ตั๋วนี้ใช้เข้าสนามแล้ว จึงไม่สามารถโอนได้' },
  'ticket.transfer_too_often': { en: 'This ticket has been passed on and taken back too many times: ask the ticket office', th: 'ตั๋วนี้ถูกโอนและยกเลิกการโอนหลายครั้งเกินไป กรุณาติดต่อห้องจำหน่ายตั๋ว' },
  'ticket.transfer_listed': { en: 'This ticket is on the exchange: take the listing back before passing it on', th: 'ตั๋วนี้อยู่ในตลาดแลกเปลี่ยน กรุณาถอนประกาศขายก่อนโอนตั๋ว' },
  'exchange.not_season': { en: 'Only a season ticket\'s holder may offer it on the exchange', th: 'เฉพาะผู้ถือตั๋วรายฤดูกาลเท่านั้นที่ประกาศขายตั๋วในตลาดแลกเปลี่ยนได้' },
  'exchange.not_valid': { en: 'This ticket can no longer be offered: it was used or passed on', th: 'ตั๋วนี้ประกาศขายไม่ได้แล้ว เพราะถูกใช้หรือโอนไปแล้ว' },
  'exchange.listed': { en: 'This ticket is already on the exchange', th: 'ตั๋วนี้อยู่ในตลาดแลกเปลี่ยนอยู่แล้ว' },
  'exchange.not_listed': { en: 'This ticket is not on the exchange', th: 'ตั๋วนี้ไม่ได้อยู่ในตลาดแลกเปลี่ยน' },
  'exchange.reserved': { en: 'A fan is buying this ticket now: it can no longer be taken back', th: 'มีแฟนบอลกำลังซื้อตั๋วใบนี้ จึงถอนประกาศไม่ได้แล้ว' },
  'ticket.transfer_gone': { en: 'This ticket has already been transferred to someone else', th: 'ตั๋วนี้ถูกโอนให้ผู้อื่นไปแล้ว' },
  'ticket.claim_invalid': { en: 'This link to claim a ticket is not valid, or the ticket has been claimed already', th: 'ลิงก์รับตั๋วนี้ไม่ถูกต้อง หรือมีการรับตั๋วไปแล้ว' },
  'ticket.claim_unverified': { en: 'Confirm your email address first: open the link we mailed you, or ask for a new one, then follow this link again', th: 'กรุณายืนยันอีเมลของคุณก่อน โดยเปิดลิงก์ที่เราส่งไปทางอีเมล หรือขอลิงก์ใหม่ แล้วเปิดลิงก์นี้อีกครั้ง' },
  'ticket.claim_other_email': { en: 'This ticket was sent to another email address: sign in with the address the mail came to', th: 'ตั๋วนี้ถูกส่งไปยังอีเมลอื่น กรุณาเข้าสู่ระบบด้วยอีเมลที่ได้รับข้อความ' },
  'ticket.claim_cancelled': {
    en: 'The person who sent you this ticket cancelled the transfer: it can no longer be claimed, and the code in the mail no longer opens the gate. Ask them if you think this is a mistake',
    th: 'ผู้ส่งยกเลิกการโอนตั๋วใบนี้แล้ว จึงรับตั๋วไม่ได้ และคิวอาร์โค้ดในอีเมลใช้เข้าสนามไม่ได้ หากคิดว่าผิดพลาด โปรดสอบถามผู้ส่ง',
  },
  'ticket.transfer_not_pending': { en: 'This ticket has not been transferred, so there is no transfer to cancel', th: 'ตั๋วนี้ไม่ได้อยู่ระหว่างการโอน จึงไม่มีการโอนให้ยกเลิก' },
  'ticket.transfer_received': { en: 'Your friend already has this ticket in their account, so the transfer can no longer be cancelled', th: 'ผู้รับได้รับตั๋วนี้เข้าบัญชีแล้ว จึงยกเลิกการโอนไม่ได้' },
  'ticket.transfer_cancel_used': { en: 'This ticket has been used at the gate, so the transfer can no longer be cancelled', th: 'ตั๋วนี้ใช้เข้าสนามแล้ว จึงยกเลิกการโอนไม่ได้' },
} as const satisfies Record<string, Localized>;

const purchaseStatus = (s: PurchaseStatus): Localized => FAN_MESSAGES[`purchase_status.${s}`];
const orderStatus = (s: OrderStatus): Localized => FAN_MESSAGES[`order_status.${s}`];

export const purchaseCannotBeCancelled = (status: PurchaseStatus): Localized => ({
  en: `This purchase can no longer be cancelled (it is ${purchaseStatus(status).en})`,
  th: `ยกเลิกรายการซื้อนี้ไม่ได้แล้ว (สถานะ: ${purchaseStatus(status).th})`,
});

export const slipNotForPurchase = (status: PurchaseStatus): Localized => ({
  en: `A receipt cannot be uploaded for a purchase that is ${purchaseStatus(status).en}`,
  th: `ไม่สามารถอัปโหลดสลิปสำหรับรายการซื้อที่อยู่ในสถานะ "${purchaseStatus(status).th}" ได้`,
});

export const slipNotForOrder = (status: OrderStatus): Localized => ({
  en: `A receipt cannot be uploaded for an order that is ${orderStatus(status).en}`,
  th: `ไม่สามารถอัปโหลดสลิปสำหรับคำสั่งซื้อที่อยู่ในสถานะ "${orderStatus(status).th}" ได้`,
});

/** Staff moved an order to a status its rules do not allow from where it is (ORDER_TRANSITIONS). */
export const orderCannotMove = (from: OrderStatus, to: OrderStatus): Localized => ({
  en: `An order that is ${orderStatus(from).en} cannot be marked ${orderStatus(to).en}`,
  th: `คำสั่งซื้อที่อยู่ในสถานะ "${orderStatus(from).th}" ไม่สามารถเปลี่ยนเป็น "${orderStatus(to).th}" ได้`,
});

/** Staff decided a purchase that is no longer waiting for a decision. */
export const purchaseNotVerifying = (status: PurchaseStatus): Localized =>
  status === 'completed' ? { en: 'This purchase was already approved', th: 'รายการซื้อนี้ได้รับการอนุมัติไปแล้ว' }
    : status === 'rejected' ? { en: 'This purchase was already rejected', th: 'รายการซื้อนี้ถูกปฏิเสธไปแล้ว' }
      : {
          en: `Only a purchase waiting for verification can be decided (this one is ${purchaseStatus(status).en})`,
          th: `ตัดสินได้เฉพาะรายการซื้อที่รอตรวจสอบเท่านั้น (รายการนี้อยู่ในสถานะ "${purchaseStatus(status).th}")`,
        };

/** A province that is not the one the postal code serves. */
export const postcodeInOtherProvince = (postalCode: string, province: Localized): Localized => ({
  en: `Postal code ${postalCode} is in ${province.en}: please check the province or the postal code`,
  th: `รหัสไปรษณีย์ ${postalCode} อยู่ใน${province.th} ไม่ตรงกับจังหวัดที่กรอก กรุณาตรวจสอบจังหวัดหรือรหัสไปรษณีย์`,
});

/** A fan would hold more than `max` (MAX_TICKETS_PER_PURCHASE) unpaid tickets of one match. */
export const unpaidTicketLimit = (max: number): Localized => ({
  en: `You can hold at most ${max} unpaid tickets for a match: pay for or cancel the ones you hold first`,
  th: `ถือตั๋วที่ยังไม่ได้ชำระเงินได้ไม่เกิน ${max} ใบต่อการแข่งขัน กรุณาชำระเงินหรือยกเลิกรายการที่มีอยู่ก่อน`,
});

/** A fan would hold more than `max` (MAX_UNPAID_PER_PRODUCT) units of one product in orders awaiting payment. */
export const unpaidProductLimit = (product: { en: string; th: string }, max: number): Localized => ({
  en: `You can hold at most ${max} of ${product.en} in orders awaiting payment: pay for the orders you have first`,
  th: `สั่ง ${product.th} ที่ยังไม่ได้ชำระเงินได้ไม่เกิน ${max} ชิ้น กรุณาชำระเงินคำสั่งซื้อที่มีอยู่ก่อน`,
});

/** A fan would hold more tickets of a match, paid and unpaid, than staff allow one fan. */
export const ticketsPerFanLimit = (max: number): Localized => ({
  en: `Up to ${max} tickets per fan for this match, paid or awaiting payment: this purchase would take you past it`,
  th: `การแข่งขันนี้ซื้อได้ไม่เกิน ${max} ใบต่อคน (รวมตั๋วที่ชำระแล้วและรอชำระ) รายการนี้จะเกินจำนวนที่กำหนด`,
});

/** The exchange closes a while before kick-off (the club's setting, in minutes). */
export const exchangeClosed = (minutes: number): Localized => {
  const hours = minutes % 60 === 0 ? minutes / 60 : null;
  return hours === null
    ? { en: `The exchange for this match has closed: it closes ${minutes} minutes before kick-off`, th: `ตลาดแลกเปลี่ยนของนัดนี้ปิดแล้ว: ปิดก่อนเริ่มการแข่งขัน ${minutes} นาที` }
    : { en: `The exchange for this match has closed: it closes ${hours} hour${hours === 1 ? '' : 's'} before kick-off`, th: `ตลาดแลกเปลี่ยนของนัดนี้ปิดแล้ว: ปิดก่อนเริ่มการแข่งขัน ${hours} ชั่วโมง` };
};

/** Transfers close a while before kick-off (the club's setting, in minutes). */
export const transferClosed = (minutes: number): Localized => {
  const hours = minutes % 60 === 0 ? minutes / 60 : null;
  return hours === null
    ? { en: `Tickets can no longer be transferred: transfers close ${minutes} minutes before kick-off`, th: `หมดเวลาโอนตั๋วแล้ว: ปิดการโอนก่อนเริ่มการแข่งขัน ${minutes} นาที` }
    : { en: `Tickets can no longer be transferred: transfers close ${hours} hour${hours === 1 ? '' : 's'} before kick-off`, th: `หมดเวลาโอนตั๋วแล้ว: ปิดการโอนก่อนเริ่มการแข่งขัน ${hours} ชั่วโมง` };
};
