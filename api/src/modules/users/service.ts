import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { audit, schema, type Db } from '@club/db';
import type { Profile, Role, UpdateProfileInput } from '@club/core';
import { Conflict, NotFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';

const { users } = schema;

const profileColumns = {
  id: users.id, email: users.email, name: users.name, phone: users.phone, role: users.role, preferredLanguage: users.preferredLanguage, emailVerified: users.emailVerified,
};

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound('users.not_found');
  return row;
}

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<Profile> {
  if (Object.keys(input).length) {
    await db.update(users).set({ ...input, updatedAt: new Date() }).where(eq(users.id, userId));
  }
  return getProfile(db, userId);
}

const adminColumns = { ...profileColumns, createdAt: users.createdAt };
/** The fields the staff list sorts by (react-admin sends them): anything else is refused. */
export const USER_SORT = {
  id: users.id, email: users.email, name: users.name, phone: users.phone, role: users.role, preferredLanguage: users.preferredLanguage, createdAt: users.createdAt,
};

export async function listUsers(db: Db, q: ListQuery<(typeof USER_SORT)[keyof typeof USER_SORT]>, filter: { q?: string; role?: Role }) {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.phone, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = q.sort.by;
  const rows = await db.select(adminColumns).from(users).where(where)
    .orderBy(q.sort.order === 'ASC' ? asc(column) : desc(column), asc(users.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function getUserForAdmin(db: Db, id: string) {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  if (!row) throw new NotFound('users.not_found');
  return row;
}

export async function setUserRole(db: Db, actorId: string, id: string, role: Role) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFound('users.not_found');
    if (before.role === 'admin' && role !== 'admin') {
      // Every admin row locked: two admins demoting each other at once cannot both pass.
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length <= 1) {
        throw new Conflict('users.last_admin');
      }
    }
    if (before.role !== role) {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
      await audit(tx, { actorId, action: 'user.role_changed', entityType: 'user', entityId: id, changes: { role: [before.role, role] } });
    }
    const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, id));
    return row!;
  });
}
