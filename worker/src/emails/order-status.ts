import { formatAccountNumber, formatBaht, type Language, type OrderStatus, type RejectionReason } from '@club/core';
import { rejectionLines } from './rejection.js';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

interface OrderMailInput {
  to: string;
  name: string;
  lang: Language;
  /** Order page on the fan site. */
  url: string;
  order: {
    id: string;
    number: string;
    status: OrderStatus;
    totalSatang: number;
    subtotalSatang: number;
    discountSatang: number;
    shippingSatang: number;
    expiresAt: Date;
    trackingNumber: string | null;
    adminNotes: string | null;
    cancellationReason: string | null;
    rejectionReason: RejectionReason | null;
    rejectionNote: string | null;
    rejectedAt: Date | null;
    pickup: boolean;
    destination: string;
  };
  items: { name: string; quantity: number; totalSatang: number }[];
  bank: { bankName: string; accountNumber: string; accountName: string } | null;
}

const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: {
      pending_payment: (n: string) => `Order ${n} received — please pay to confirm it`,
      paid: (n: string) => `Payment received for order ${n}`,
      processing: (n: string) => `We are preparing order ${n}`,
      shipped: (n: string) => `Order ${n} is on its way`,
      delivered: (n: string) => `Order ${n} has been delivered`,
      cancelled: (n: string) => `Order ${n} has been cancelled`,
      refunded: (n: string) => `Order ${n} has been refunded`,
      rejected: (n: string) => `Your payment for order ${n} was not accepted — please send a new slip`,
    } satisfies Record<OrderStatus, (n: string) => string>,
    intro: {
      pending_payment: (_pickup: boolean, deadline: string) => `Thank you for your order. Transfer the total to the account below or scan the PromptPay QR on the order page, then upload your slip by ${deadline}; after that the order is cancelled and the items go back on sale.`,
      paid: (pickup: boolean) => `We have checked your payment. ${pickup ? 'We will tell you when your order is ready to collect.' : 'We will tell you when your order ships.'}`,
      processing: (pickup: boolean) => (pickup ? 'Your order is being packed for collection.' : 'Your order is being packed for delivery.'),
      shipped: () => 'Your order has left our shop. Delivery takes 3–5 business days.',
      delivered: (pickup: boolean) => (pickup ? 'Your order has been collected. Enjoy it!' : 'Your order has been delivered. Enjoy it!'),
      cancelled: () => 'Your order has been cancelled.',
      refunded: () => 'Your payment for this order has been refunded to your account.',
      rejected: () => 'We checked the slip you sent for this order and could not accept it. You can send a new slip from the order page: if the items are still in stock, they are held for you again and our staff check the new slip.',
    } satisfies Record<OrderStatus, (pickup: boolean, deadline: string) => string>,
    expired: 'It was not paid in time, so the items went back on sale.',
    tracking: 'Tracking number',
    notes: 'Note from the club shop',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    items: 'Items',
    destination: (pickup: boolean) => (pickup ? 'Pick up at' : 'Deliver to'),
    bank: 'Pay to',
    view: 'View your order',
    locale: 'en-GB',
  },
  th: {
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    subject: {
      pending_payment: (n: string) => `ได้รับคำสั่งซื้อ ${n} แล้ว — กรุณาชำระเงินเพื่อยืนยัน`,
      paid: (n: string) => `ได้รับการชำระเงินสำหรับคำสั่งซื้อ ${n} แล้ว`,
      processing: (n: string) => `กำลังเตรียมคำสั่งซื้อ ${n}`,
      shipped: (n: string) => `คำสั่งซื้อ ${n} จัดส่งแล้ว`,
      delivered: (n: string) => `คำสั่งซื้อ ${n} ได้รับสินค้าเรียบร้อยแล้ว`,
      cancelled: (n: string) => `คำสั่งซื้อ ${n} ถูกยกเลิก`,
      refunded: (n: string) => `คืนเงินคำสั่งซื้อ ${n} แล้ว`,
      rejected: (n: string) => `การชำระเงินของคำสั่งซื้อ ${n} ไม่ผ่านการตรวจสอบ — กรุณาส่งสลิปใหม่`,
    } satisfies Record<OrderStatus, (n: string) => string>,
    intro: {
      pending_payment: (_pickup: boolean, deadline: string) => `ขอบคุณสำหรับคำสั่งซื้อ กรุณาโอนเงินตามยอดรวมไปยังบัญชีด้านล่างหรือสแกน QR พร้อมเพย์ในหน้าคำสั่งซื้อ แล้วอัปโหลดสลิปภายใน ${deadline} หากเลยเวลาดังกล่าว คำสั่งซื้อจะถูกยกเลิกและสินค้าจะกลับไปวางขาย`,
      paid: (pickup: boolean) => `เราตรวจสอบการชำระเงินของคุณแล้ว ${pickup ? 'เราจะแจ้งให้ทราบเมื่อสินค้าพร้อมให้รับ' : 'เราจะแจ้งให้ทราบเมื่อจัดส่งสินค้า'}`,
      processing: (pickup: boolean) => (pickup ? 'กำลังแพ็กสินค้าของคุณเพื่อรอรับที่ร้าน' : 'กำลังแพ็กสินค้าของคุณเพื่อจัดส่ง'),
      shipped: () => 'สินค้าของคุณออกจากร้านแล้ว ใช้เวลาจัดส่ง 3–5 วันทำการ',
      delivered: (pickup: boolean) => (pickup ? 'คุณรับสินค้าเรียบร้อยแล้ว ขอให้สนุกกับสินค้าของสโมสร!' : 'จัดส่งสินค้าถึงคุณเรียบร้อยแล้ว ขอให้สนุกกับสินค้าของสโมสร!'),
      cancelled: () => 'คำสั่งซื้อของคุณถูกยกเลิกแล้ว',
      refunded: () => 'เราได้คืนเงินสำหรับคำสั่งซื้อนี้เข้าบัญชีของคุณแล้ว',
      rejected: () => 'เราตรวจสอบสลิปที่คุณส่งสำหรับคำสั่งซื้อนี้แล้ว แต่ไม่สามารถรับได้ คุณส่งสลิปใหม่ได้จากหน้าคำสั่งซื้อ หากสินค้ายังมีอยู่ ระบบจะกันสินค้าให้คุณอีกครั้งและเจ้าหน้าที่จะตรวจสอบสลิปใหม่',
    } satisfies Record<OrderStatus, (pickup: boolean, deadline: string) => string>,
    expired: 'เนื่องจากไม่ได้ชำระเงินภายในเวลาที่กำหนด สินค้าจึงกลับไปวางขาย',
    tracking: 'หมายเลขพัสดุ',
    notes: 'หมายเหตุจากร้านค้าสโมสร',
    total: 'ยอดรวม',
    subtotal: 'ยอดสินค้า',
    discount: 'ส่วนลด',
    shipping: 'ค่าจัดส่ง',
    free: 'ฟรี',
    items: 'รายการสินค้า',
    destination: (pickup: boolean) => (pickup ? 'รับสินค้าที่' : 'จัดส่งถึง'),
    bank: 'โอนเงินเข้าบัญชี',
    view: 'ดูคำสั่งซื้อของคุณ',
    locale: 'th-TH',
  },
} satisfies Record<Language, unknown>;

/** The mail a fan gets when an order is placed or moves, in their language. */
export function orderStatusMail(input: OrderMailInput): Mail {
  const t = texts[input.lang];
  const { order } = input;
  const money = (satang: number) => formatBaht(satang, input.lang);
  const deadline = new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(order.expiresAt);
  const lines: string[] = [t.intro[order.status](order.pickup, deadline)];
  if (order.status === 'cancelled' && order.cancellationReason === 'payment_expired') lines.push(t.expired);
  if (order.status === 'rejected' && order.rejectionReason) lines.push(...rejectionLines(input.lang, order.rejectionReason, order.rejectionNote));
  if (order.status === 'shipped' && order.trackingNumber) lines.push(`${t.tracking}: ${order.trackingNumber}`);
  if (order.adminNotes) lines.push(`${t.notes}: ${order.adminNotes}`);

  const amounts: [string, string][] = [
    [t.subtotal, money(order.subtotalSatang)],
    ...(order.discountSatang > 0 ? [[t.discount, `-${money(order.discountSatang)}`] as [string, string]] : []),
    [t.shipping, order.shippingSatang > 0 ? money(order.shippingSatang) : t.free],
    [t.total, money(order.totalSatang)],
  ];
  const bank = order.status === 'pending_payment' && input.bank
    ? `${input.bank.bankName} ${formatAccountNumber(input.bank.accountNumber)} (${input.bank.accountName})`
    : null;

  const text = [
    t.greeting(input.name), '', ...lines, '',
    `${t.items}:`, ...input.items.map((i) => `- ${i.name} × ${i.quantity}: ${money(i.totalSatang)}`), '',
    ...amounts.map(([k, v]) => `${k}: ${v}`),
    `${t.destination(order.pickup)}: ${order.destination}`,
    ...(bank ? [`${t.bank}: ${bank}`] : []), '',
    `${t.view}: ${input.url}`,
  ].join('\n');

  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 0;vertical-align:top">${mailText(k)}</td><td align="right" style="padding:4px 0 4px 12px;white-space:nowrap;vertical-align:top">${strong ? `<strong>${mailText(v)}</strong>` : mailText(v)}</td></tr>`;
  const html = mailLayout(input.lang, t.subject[order.status](order.number), [
    `<p>${mailText(t.greeting(input.name))}</p>`,
    ...lines.map((l) => `<p>${mailText(l)}</p>`),
    `<table role="presentation" width="100%" style="border-collapse:collapse;margin:12px 0">`,
    ...input.items.map((i) => row(`${i.name} × ${i.quantity}`, money(i.totalSatang))),
    ...amounts.map(([k, v], idx) => row(k, v, idx === amounts.length - 1)),
    `</table>`,
    `<p>${mailText(t.destination(order.pickup))}: ${mailText(order.destination)}</p>`,
    bank ? `<p>${mailText(t.bank)}: <strong>${mailText(bank)}</strong></p>` : '',
    mailButton(input.url, t.view),
  ].join(''));

  // One message per move (a retried job's copy is the same); each rejection of an order is a message of its own.
  return { to: input.to, subject: t.subject[order.status](order.number), text, html, key: `order-${order.id}-${order.status}${order.status === 'rejected' && order.rejectedAt ? `-${order.rejectedAt.getTime()}` : ''}` };
}
