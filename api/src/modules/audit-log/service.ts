import { and, asc, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryDto } from '@club/core';
import { schema, type Db } from '@club/db';
import { NotFound } from '../../http/errors.js';
import { entityIs, entityName } from './record-names.js';

const { auditLog, users } = schema;

export const AUDIT_ENTRY_NOT_FOUND = 'audit.not_found';

interface AuditQuery {
  /** `purchase.` matches purchase.approved and purchase.rejected; `purchase.approved` matches itself. */
  actionPrefix?: string;
  entityType?: string;
  /** The record's id, or how staff know it (its reference, number or e-mail). */
  entityId?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The log reads in time order only (id breaks ties, so it sorts the same way): anything else is refused. */
export const AUDIT_SORT = { created_at: 'created_at', id: 'id' } as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const selectEntries = (db: Db) =>
  db.select({ a: auditLog, actorName: users.name, actorEmail: users.email, entityName }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId));

function toDto({ a, actorName, actorEmail, entityName: name }: Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number]): AuditEntryDto {
  return {
    id: a.id,
    created_at: a.createdAt.toISOString(),
    action: a.action,
    entity_type: a.entityType,
    entity_id: a.entityId,
    entity_name: name,
    actor_id: a.actorId,
    actor_name: actorName,
    actor_email: actorEmail,
    changes: (a.changes ?? {}) as Record<string, unknown>,
  };
}

export async function listAuditEntries(db: Db, q: AuditQuery): Promise<{ rows: AuditEntryDto[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    q.actionPrefix ? like(auditLog.action, `${escapeLike(q.actionPrefix)}%`) : undefined,
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? entityIs(q.entityId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.from ? gte(auditLog.createdAt, q.from) : undefined,
    q.to ? lte(auditLog.createdAt, q.to) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectEntries(db).where(where)
      .orderBy(q.order === 'ASC' ? asc(auditLog.createdAt) : desc(auditLog.createdAt), q.order === 'ASC' ? asc(auditLog.id) : desc(auditLog.id))
      .limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toDto), total: count?.n ?? 0 };
}

export async function getAuditEntry(db: Db, id: number): Promise<AuditEntryDto> {
  const [row] = await selectEntries(db).where(eq(auditLog.id, id));
  if (!row) throw new NotFound(AUDIT_ENTRY_NOT_FOUND);
  return toDto(row);
}
