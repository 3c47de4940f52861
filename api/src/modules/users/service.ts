import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@club/db';
import type { Profile, Role, UpdateProfileInput } from '@club/core';
import { NotFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';

const { users } = schema;

const profileColumns = {
  id: users.id, email: users.email, name: users.name, phone: users.phone, role: users.role, preferredLanguage: users.preferredLanguage,
};

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound('User not found');
  return row;
}

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<Profile> {
  if (Object.keys(input).length) {
    await db.update(users).set({ ...input, updatedAt: new Date() }).where(eq(users.id, userId));
  }
  return getProfile(db, userId);
}

const adminColumns = { ...profileColumns, createdAt: users.createdAt };
const sortable = { email: users.email, name: users.name, role: users.role, createdAt: users.createdAt } as const;

export async function listUsers(db: Db, q: ListQuery) {
  const conditions: SQL[] = [];
  if (typeof q.filter.role === 'string') conditions.push(eq(users.role, q.filter.role as Role));
  if (typeof q.filter.q === 'string' && q.filter.q.trim()) {
    const like = `%${q.filter.q.trim().replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.name, like), ilike(users.phone, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortable[q.sort.field as keyof typeof sortable] ?? users.createdAt;
  const rows = await db.select(adminColumns).from(users).where(where)
    .orderBy(q.sort.order === 'ASC' ? asc(column) : desc(column), asc(users.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function getUserForAdmin(db: Db, id: string) {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  if (!row) throw new NotFound('User not found');
  return row;
}

export async function setUserRole(db: Db, actorId: string, id: string, role: Role) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFound('User not found');
    if (before.role !== role) {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
      await tx.insert(schema.auditLog).values({ actorId, action: 'user.role_changed', entityType: 'user', entityId: id, changes: { role: [before.role, role] } });
    }
    const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, id));
    return row!;
  });
}
