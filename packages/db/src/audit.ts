import type { Db, Tx } from './client.js';
import { auditLog } from './schema/index.js';

export interface AuditEntry {
  /** Who did it; null for the system (the competition sync, a sweep). */
  actorId: string | null;
  /** What was done, `area.verb` ('purchase.approved', 'settings.updated'). */
  action: string;
  entityType: string;
  entityId: string;
  /** What changed, usually {field: [before, after]}. */
  changes?: Record<string, unknown>;
}

/** The one way an audit row is written: in the caller's transaction, with the change it records. */
export async function audit(tx: Db | Tx, { changes = {}, ...entry }: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes });
}
