import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FailedJobDto } from '@club/core';
import { audit, schema, type Db, type Tx } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';

const { orders, outboxEvents, purchases, receipts, users } = schema;

export const FAILED_JOB_NOT_FOUND = 'failed_jobs.not_found';
const NOT_FAILED = 'failed_jobs.not_waiting';

/** Jobs that gave up and wait for staff: their events are not done. */
const givenUp = and(isNotNull(outboxEvents.givenUpAt), isNull(outboxEvents.doneAt));

interface FailedJobQuery {
  queue?: string;
  sortBy: SQL | typeof outboxEvents.givenUpAt | typeof outboxEvents.createdAt;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

type Row = typeof outboxEvents.$inferSelect;
type Subject = Pick<FailedJobDto, 'subject_type' | 'subject_id' | 'reference' | 'recipient'>;

const payloadOf = (row: Row) => row.payload as { purchaseId?: string; orderId?: string; receiptId?: string; to?: string };

/** What each job was for: the purchase or order (its reference, the fan's address), looked up in one query per kind. */
async function subjectsOf(db: Db | Tx, rows: Row[]): Promise<Map<number, Subject>> {
  const receiptIds = rows.map((r) => payloadOf(r).receiptId).filter((id): id is string => !!id);
  const slips = receiptIds.length
    ? await db.select({ id: receipts.id, purchaseId: receipts.purchaseId, orderId: receipts.orderId }).from(receipts).where(inArray(receipts.id, receiptIds))
    : [];
  const slipOf = new Map(slips.map((s) => [s.id, s]));
  const targets = new Map(rows.map((r) => {
    const p = payloadOf(r);
    const slip = p.receiptId ? slipOf.get(p.receiptId) : undefined;
    return [r.id, { purchaseId: p.purchaseId ?? slip?.purchaseId ?? null, orderId: p.orderId ?? slip?.orderId ?? null, to: p.to ?? null }];
  }));
  const purchaseIds = [...targets.values()].map((t) => t.purchaseId).filter((id): id is string => !!id);
  const orderIds = [...targets.values()].map((t) => t.orderId).filter((id): id is string => !!id);
  const [purchaseRows, orderRows] = await Promise.all([
    purchaseIds.length
      ? db.select({ id: purchases.id, reference: purchases.referenceNumber, email: users.email }).from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId)).where(inArray(purchases.id, purchaseIds))
      : [],
    orderIds.length
      ? db.select({ id: orders.id, reference: orders.orderNumber, email: users.email }).from(orders)
        .innerJoin(users, eq(users.id, orders.userId)).where(inArray(orders.id, orderIds))
      : [],
  ]);
  const purchaseOf = new Map(purchaseRows.map((p) => [p.id, p]));
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const subjects = new Map<number, Subject>();
  for (const [id, t] of targets) {
    const purchase = t.purchaseId ? purchaseOf.get(t.purchaseId) : undefined;
    const order = t.orderId ? orderOf.get(t.orderId) : undefined;
    subjects.set(id, t.purchaseId
      ? { subject_type: 'purchase', subject_id: t.purchaseId, reference: purchase?.reference ?? null, recipient: purchase?.email ?? null }
      : t.orderId
        ? { subject_type: 'order', subject_id: t.orderId, reference: order?.reference ?? null, recipient: order?.email ?? null }
        : { subject_type: null, subject_id: null, reference: null, recipient: t.to });
  }
  return subjects;
}

function toDto(row: Row, subject: Subject): FailedJobDto {
  const failure = row.failure!;
  return {
    id: failure.jobId,
    queue: failure.queue,
    job: failure.job,
    event_type: row.type,
    ...subject,
    attempts: failure.attempts,
    last_error: failure.error,
    failed_at: row.givenUpAt!.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFailedJobs(db: Db, q: FailedJobQuery): Promise<{ rows: FailedJobDto[]; total: number }> {
  const where = and(givenUp, q.queue ? sql`${outboxEvents.failure}->>'queue' = ${q.queue}` : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(outboxEvents).where(where)
      .orderBy(q.order === 'ASC' ? asc(q.sortBy) : desc(q.sortBy), q.order === 'ASC' ? asc(outboxEvents.id) : desc(outboxEvents.id))
      .limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(outboxEvents).where(where),
  ]);
  const subjects = await subjectsOf(db, rows);
  return { rows: rows.map((r) => toDto(r, subjects.get(r.id)!)), total: count?.n ?? 0 };
}

export async function countFailedJobs(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxEvents).where(givenUp);
  return row?.n ?? 0;
}

/** A job's id as the list names it: `evt-{event key}-{job}`. */
const JOB_ID = /^evt-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([\w-]{1,64})$/;

/**
 * Staff ask for a given-up job to run again, audited in the same transaction. The worker's relay
 * runs it (a failed job Redis holds is retried with its attempts counted afresh, one Redis lost is
 * made again), so the retry policy stays in one place and the request survives a Redis outage.
 * The jobs are idempotent: a mail that in fact went out is not sent again.
 */
export async function requestRetry(db: Db, staffId: string, queue: string, jobId: string): Promise<{ id: string; retry_requested_at: string }> {
  const key = JOB_ID.exec(jobId)?.[1];
  if (!key) throw new NotFound(FAILED_JOB_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxEvents).where(eq(outboxEvents.key, key)).for('update');
    if (!row?.failure || row.failure.jobId !== jobId || row.failure.queue !== queue) throw new NotFound(FAILED_JOB_NOT_FOUND);
    if (!row.givenUpAt || row.doneAt) throw new Conflict(NOT_FAILED);
    const [updated] = await tx.update(outboxEvents).set({ givenUpAt: null, retryRequestedAt: sql`now()` }).where(eq(outboxEvents.id, row.id)).returning();
    const subject = (await subjectsOf(tx, [row])).get(row.id)!;
    await audit(tx, {
      actorId: staffId, action: 'failed_job.retried', entityType: 'failed_job', entityId: jobId,
      changes: { queue, job: row.failure.job, attempts: row.failure.attempts, last_error: row.failure.error, reference: subject.reference },
    });
    return { id: jobId, retry_requested_at: updated!.retryRequestedAt!.toISOString() };
  });
}
