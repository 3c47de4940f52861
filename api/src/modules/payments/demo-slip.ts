import { randomBytes } from 'node:crypto';
import { formatBankAmount } from '@club/core';
import { paymentTargetOf, type Db } from '@club/db';
import { slipImage } from '@club/slip-verifier-fake';
import type { UploadedFile } from '../receipts/service.js';

/**
 * The demo's bank (no slip verifier configured, not in production: `npm start` runs the fake of
 * SlipOK and names its ledger in DEMO_SLIP_LEDGER_URL). A fan's "pay with a test slip" makes the
 * transfer they would have made, for the right amount into the right account, in the fake bank's
 * ledger, and the slip of it: the product then checks and confirms it exactly as a real one.
 */
export interface DemoBank {
  /** The slip of a transfer the fake bank now knows, paying the purchase or order in full; null when it is not `user`'s. */
  pay(target: { purchaseId: string } | { orderId: string }, user: { id: string; name: string }): Promise<UploadedFile | null>;
}

export function demoBank(db: Db, ledgerUrl: string): DemoBank {
  return {
    async pay(owner, user) {
      const target = await paymentTargetOf(db, 'purchaseId' in owner ? { purchaseId: owner.purchaseId, orderId: null } : { purchaseId: null, orderId: owner.orderId });
      if (!target || target.userId !== user.id) return null;
      const transRef = `DEMO${randomBytes(8).toString('hex').toUpperCase()}`;
      const res = await fetch(`${ledgerUrl.replace(/\/+$/, '')}/__ledger/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          transRef, sendingBank: '004', amount: target.expected.amountSatang / 100, receiverAccount: target.expected.accountNumber.replace(/\D/g, ''),
          receiverName: 'Bangkok Thunder FC', senderName: user.name, date: new Date().toISOString(),
        }),
      });
      if (!res.ok) throw new Error(`the demo bank refused the transfer: ${res.status} ${await res.text()}`);
      const buffer = await slipImage({ transfer: { sendingBank: '004', transRef }, title: 'DEMO SLIP (test)', amount: formatBankAmount(target.expected.amountSatang, 'en') });
      return { buffer, size: buffer.length };
    },
  };
}
