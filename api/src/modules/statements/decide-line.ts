import {
  PAYMENT_TIME_GRACE_MS, checkTransfer, namesUnpaid, referencesIn, sameName, transferKey, type BankFinding, type StatementCandidateDto, type StatementLineStatus,
} from '@club/core';
import { paidNow, paymentTargetByReference, paymentTargetOf, targetStatus, transferByKey, transfersLike, type PaymentTarget, type RecordedTransfer, type Tx } from '@club/db';
import { candidateDto, candidateOf, candidatesFor, type Candidate } from './candidates.js';
import { reportedBy, type Account, type Line } from './pay-with-line.js';

/** What a new credit line is, what it would pay (confirmed or already paid), what it may pay, and why it waits for staff. */
interface Decision { status: StatementLineStatus; target?: PaymentTarget; candidates?: StatementCandidateDto[]; findings?: BankFinding[] }

/** A candidate the line names (by reference, or by the transfer it repeats), as staff see it; none when it no longer is one. */
const byReference = (row: Candidate | undefined): StatementCandidateDto[] => (row ? [candidateDto(row, 'reference')] : []);

/** The first purchase or order the line's note (or reference column) names, if any. */
async function namedIn(tx: Tx, line: Line): Promise<PaymentTarget | null> {
  for (const reference of referencesIn(`${line.description ?? ''} ${line.reference ?? ''}`)) {
    const target = await paymentTargetByReference(tx, reference);
    if (target) return target;
  }
  return null;
}

/**
 * Whether the line may be the money staff saw when they approved `c` with no transfer on record
 * (the slip they looked at): of its amount (as every candidate is), paid by its buyer (core's
 * sameName of the line's payer) and come in before the approval (the clocks' PAYMENT_TIME_GRACE_MS
 * aside). Anything else may be another fan's payment, or a second one: never "already paid".
 */
const approvedMoney = (line: Line, c: Candidate): boolean =>
  !!line.payer && sameName(line.payer, c.buyer) && !!c.paidAt && line.bookedAt.getTime() <= c.paidAt.getTime() + PAYMENT_TIME_GRACE_MS;

/** Paid by staff with no transfer on record: "already paid" when the line may be that money (approvedMoney), else staff look. */
const byApproval = (line: Line, c: Candidate, candidates: StatementCandidateDto[]): Decision => approvedMoney(line, c)
  ? { status: 'already_paid', target: c, candidates }
  : { status: 'flagged', candidates, findings: [{ code: 'approved_unlike', reference: c.reference }] };

/**
 * The line is money already on record for `holder`'s purchase or order: "already paid" when that
 * is paid; else (its slip waits for staff with a finding, it was rejected or closed since) the line
 * waits for staff too, with what the checks find of it, never filed away as paid.
 */
async function alreadyOnRecord(tx: Tx, account: Account, line: Line, holder: RecordedTransfer): Promise<Decision> {
  const target = (await paymentTargetOf(tx, holder))!;
  if (await paidNow(tx, target)) return { status: 'already_paid', target };
  const findings = checkTransfer(target.expected, reportedBy(account, line));
  return {
    status: 'flagged', candidates: byReference(await candidateOf(tx, account, line.bookedAt, target.id)),
    findings: findings.length ? findings : [{ code: 'already_used', reference: holder.reference }],
  };
}

/**
 * What a new credit line is (see STATEMENT_LINE_STATUSES). The same money already on record comes
 * first: by the bank reference the line carries, else a slip's or callback's transfer into this
 * account of this amount at this time. Only then is the note believed, then amount and time. A
 * line this cannot be sure of waits for staff.
 */
export async function decideLine(tx: Tx, account: Account, line: Line): Promise<Decision> {
  const named = await namedIn(tx, line);
  const key = transferKey(line.reference);
  const byKey = key ? await transferByKey(tx, key) : null;
  // The very transfer a slip or callback reported: it paid what it paid, whatever the note says.
  if (byKey) return alreadyOnRecord(tx, account, line, byKey);
  const like = await transfersLike(tx, account.accountNumber, {
    amountSatang: line.amountSatang, paidAt: line.bookedAt, source: 'statement', payerName: line.payer,
  });
  if (like.length) {
    const holders = [...new Map(like.map((t) => [t.purchaseId ?? t.orderId, t])).values()];
    const holder = holders[0]!;
    if (holders.length === 1 && (!named || named.id === (holder.purchaseId ?? holder.orderId))) return alreadyOnRecord(tx, account, line, holder);
    // Maybe the money something else was paid with, and the note names another: staff look.
    return {
      status: 'flagged', candidates: byReference(named ? await candidateOf(tx, account, line.bookedAt, named.id) : undefined),
      findings: holders.map((t) => ({ code: 'already_used' as const, reference: t.reference })),
    };
  }

  // The payer wrote a reference in the note: it is that purchase or order, or nothing is confirmed.
  if (named) {
    // Rejected or expired: maybe its new or late payment; staff reopen it or refund, nothing else is this line.
    const unpaid = namesUnpaid((await targetStatus(tx, named))!, named.reference);
    if (unpaid) return { status: 'flagged', findings: [unpaid] };
    const row = await candidateOf(tx, account, line.bookedAt, named.id);
    const candidates = byReference(row);
    const findings = checkTransfer(named.expected, reportedBy(account, line));
    if (findings.length) return { status: 'flagged', target: named, candidates, findings };
    if (row?.paid && !row.transferOnRecord) return byApproval(line, row, candidates);
    // Paid by another transfer, or closed: paying it records the line's money and finds the refund owed (paid_twice, closed).
    return { status: 'confirmed', target: named, candidates };
  }

  const found = await candidatesFor(tx, account, line.bookedAt, line.amountSatang);
  // One paid by a transfer on record is not this line's (none on record is like it); one staff approved without one may be.
  const all = found.filter((c) => !(c.paid && c.transferOnRecord));
  const byName = line.payer ? all.filter((c) => sameName(line.payer!, c.buyer)) : [];
  const chosen = byName.length === 1 ? byName[0] : all.length === 1 ? all[0] : undefined;
  if (chosen) {
    const candidates = [candidateDto(chosen, byName.length === 1 ? 'payer_name' : 'amount_and_time')];
    return chosen.paid ? byApproval(line, chosen, candidates) : { status: 'confirmed', target: chosen, candidates };
  }
  if (all.length > 1) {
    const distance = (c: Candidate) => Math.abs(c.createdAt.getTime() - line.bookedAt.getTime());
    const likeliest = [...all].sort((a, b) => Number(byName.includes(b)) - Number(byName.includes(a)) || distance(a) - distance(b));
    return { status: 'ambiguous', candidates: likeliest.slice(0, 3).map((c) => candidateDto(c, byName.includes(c) ? 'payer_name' : 'amount_and_time')) };
  }
  // Nothing of this amount: one the payer's name names, for another amount, is an over- or under-payment.
  if (line.payer) {
    const byPayer = (await candidatesFor(tx, account, line.bookedAt, null)).filter((c) => !c.paid && sameName(line.payer!, c.buyer));
    if (byPayer.length) {
      return {
        status: 'flagged', candidates: byPayer.slice(0, 3).map((c) => candidateDto(c, 'payer_name')),
        findings: [{ code: 'amount_mismatch', paidSatang: line.amountSatang, expectedSatang: byPayer[0]!.expected.amountSatang }],
      };
    }
  }
  return { status: 'unmatched' };
}
