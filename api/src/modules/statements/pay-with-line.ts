import { checkTransfer, transferKey, type BankFinding, type ReportedTransfer } from '@club/core';
import { claimTransfer, confirmPayment, schema, type PaymentTarget, type Tx } from '@club/db';

/** A credit line of a statement, and the club's account it is of. */
export type Line = typeof schema.statementLines.$inferSelect;
export type Account = typeof schema.bankAccounts.$inferSelect;

/** The line's money as the bank reported it, for core's checkTransfer. */
export const reportedBy = (account: Account, line: Line): ReportedTransfer =>
  ({ amountSatang: line.amountSatang, paidAt: line.bookedAt, receiver: { account: account.accountNumber, proxy: null } });

/**
 * Pay the target with the line, as every automatic confirmation is: core's checkTransfer, then the
 * transfer claimed under the line's bank reference (the key a slip or callback of the same money
 * holds; `statement:<line id>` when it has none), then confirmed (by the system, or by `staffId`).
 * The findings that stopped it.
 */
export async function payWithLine(tx: Tx, account: Account, line: Line, target: PaymentTarget, staffId: string | null): Promise<BankFinding[]> {
  const findings = checkTransfer(target.expected, reportedBy(account, line));
  if (findings.length) return findings;
  const paid = { source: 'statement' as const, provider: null, transRef: line.reference ?? line.id };
  const key = transferKey(line.reference) ?? `statement:${line.id}`;
  const claimed = await claimTransfer(tx, target, {
    bankCode: 'STATEMENT', key, amountSatang: line.amountSatang, paidAt: line.bookedAt, payerName: line.payer, ...paid,
  });
  if ('finding' in claimed) return [claimed.finding];
  return confirmPayment(tx, target, paid, staffId);
}

/** The line's link to what it paid for. */
export const linkTo = (target: PaymentTarget | undefined) => (target ? (target.kind === 'purchase' ? { purchaseId: target.id } : { orderId: target.id }) : {});
