import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { audit, schema, type Db } from '@club/db';
import type { OrderStatus, Profile, PurchaseStatus, Role, UpdateProfileInput } from '@club/core';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';

const { users, accounts, sessions, purchases, tickets, matches, orders, deliveryAddresses, carts } = schema;

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
    // Every admin row locked first, in one order, then the user's: two admins demoting each other at
    // once queue rather than deadlock (each holding its own row and waiting for the other's, which
    // PostgreSQL ended with an error), and the second then counts the admins the first left.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new NotFound('users.not_found');
    if (before.role === 'admin' && role !== 'admin' && admins.length <= 1) throw new Conflict('users.last_admin');
    if (before.role !== role) {
      await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
      await audit(tx, { actorId, action: 'user.role_changed', entityType: 'user', entityId: id, changes: { role: [before.role, role] } });
    }
    const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, id));
    return row!;
  });
}

/** Purchases and orders still moving: the fan may yet pay, be paid back, or receive something. */
const PURCHASES_IN_PROGRESS: PurchaseStatus[] = ['pending', 'verifying'];
const ORDERS_IN_PROGRESS: OrderStatus[] = ['pending_payment', 'paid', 'processing', 'shipped'];
const DELETED_NAME = 'Deleted account';

/**
 * Closes a fan's account, asked with their password: refused while they hold a ticket for a match
 * not yet over (kick-off plus three hours, as a ticket counts as past) or have a purchase or order in
 * progress. Otherwise their personal data goes (name, address, phone, saved addresses, cart, the
 * password and linked sign-ins) while their purchases and orders stay, without it, for the club's
 * accounts. Answers the tokens of the sessions to end (the caller ends them through better-auth, so
 * their live connections close as at sign-out).
 */
export async function deleteAccount(db: Db, userId: string, checkPassword: (hash: string) => Promise<boolean>): Promise<string[]> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('users.not_found');
  if (user.role !== 'fan') throw new Forbidden('account.delete_staff');
  const [credential] = await db.select({ password: accounts.password }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.password) throw new Conflict('account.delete_no_password');
  if (!(await checkPassword(credential.password))) throw new Invalid('account.password_wrong');

  return db.transaction(async (tx) => {
    // Locked first: a purchase or order begun meanwhile waits for this, then finds no account to buy with.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [upcoming] = await tx.select({ id: tickets.id }).from(tickets)
      .innerJoin(matches, eq(matches.id, tickets.matchId))
      .where(and(eq(tickets.holderId, userId), eq(tickets.status, 'valid'), gt(matches.matchDate, sql`now() - interval '3 hours'`))).limit(1);
    if (upcoming) throw new Conflict('account.delete_upcoming_tickets');
    const [purchase] = await tx.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.userId, userId), inArray(purchases.status, PURCHASES_IN_PROGRESS))).limit(1);
    const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.status, ORDERS_IN_PROGRESS))).limit(1);
    if (purchase || order) throw new Conflict('account.delete_in_progress');

    await tx.update(users).set({
      name: DELETED_NAME, email: `deleted-${userId}@deleted.invalid`, phone: null, image: null, emailVerified: false, updatedAt: new Date(),
    }).where(eq(users.id, userId));
    await tx.update(purchases).set({ phone: '' }).where(eq(purchases.userId, userId));
    // The order keeps where it went by district and province (the club's records), not to whom or which door.
    await tx.update(orders).set({ deliveryRecipientName: null, deliveryPhone: null, deliveryAddressLine1: sql`case when ${orders.deliveryAddressLine1} is null then null else '-' end`, deliveryAddressLine2: null })
      .where(eq(orders.userId, userId));
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await audit(tx, { actorId: userId, action: 'user.deleted', entityType: 'user', entityId: userId, changes: {} });
    const ended = await tx.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
    return ended.map((s) => s.token);
  });
}
