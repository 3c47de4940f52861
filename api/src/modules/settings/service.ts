import { eq, sql } from 'drizzle-orm';
import type { ClubSettingsDto, ClubSettingsInput } from '@club/core';
import { audit, schema, type Db } from '@club/db';

const { clubSettings, users } = schema;

/** Create the settings row from the environment's values if it does not exist yet; an admin's values are kept. */
export async function ensureSettings(db: Db, defaults: ClubSettingsInput): Promise<void> {
  await db.insert(clubSettings).values({ id: 1, paymentWindowMinutes: defaults.payment_window_minutes, orderPaymentHours: defaults.order_payment_hours })
    .onConflictDoNothing();
}

export async function getSettings(db: Db): Promise<ClubSettingsDto> {
  const [row] = await db.select({ s: clubSettings, by: users.name }).from(clubSettings).leftJoin(users, eq(clubSettings.updatedBy, users.id)).where(eq(clubSettings.id, 1));
  if (!row) throw new Error('club_settings has no row: ensureSettings runs at start-up');
  return {
    id: 1,
    payment_window_minutes: row.s.paymentWindowMinutes,
    order_payment_hours: row.s.orderPaymentHours,
    transfer_cutoff_minutes: row.s.transferCutoffMinutes,
    exchange_close_minutes: row.s.exchangeCloseMinutes,
    exchange_fee_basis_points: row.s.exchangeFeeBasisPoints,
    updated_at: row.s.updatedAt.toISOString(),
    updated_by_name: row.by,
  };
}

/** Change the settings, audited with what changed. */
export async function updateSettings(db: Db, actorId: string, input: ClubSettingsInput): Promise<ClubSettingsDto> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(clubSettings).where(eq(clubSettings.id, 1)).for('update');
    await tx.update(clubSettings)
      .set({
        paymentWindowMinutes: input.payment_window_minutes, orderPaymentHours: input.order_payment_hours,
        transferCutoffMinutes: input.transfer_cutoff_minutes ?? before?.transferCutoffMinutes,
        exchangeCloseMinutes: input.exchange_close_minutes ?? before?.exchangeCloseMinutes, exchangeFeeBasisPoints: input.exchange_fee_basis_points ?? before?.exchangeFeeBasisPoints,
        updatedBy: actorId, updatedAt: sql`now()`,
      })
      .where(eq(clubSettings.id, 1));
    await audit(tx, {
      actorId, action: 'settings.updated', entityType: 'settings', entityId: '1',
      changes: {
        payment_window_minutes: [before?.paymentWindowMinutes ?? null, input.payment_window_minutes],
        order_payment_hours: [before?.orderPaymentHours ?? null, input.order_payment_hours],
        ...(input.transfer_cutoff_minutes === undefined ? {} : { transfer_cutoff_minutes: [before?.transferCutoffMinutes ?? null, input.transfer_cutoff_minutes] }),
        ...(input.exchange_close_minutes === undefined ? {} : { exchange_close_minutes: [before?.exchangeCloseMinutes ?? null, input.exchange_close_minutes] }),
        ...(input.exchange_fee_basis_points === undefined ? {} : { exchange_fee_basis_points: [before?.exchangeFeeBasisPoints ?? null, input.exchange_fee_basis_points] }),
      },
    });
  });
  return getSettings(db);
}

/**
 * The settings a purchase or an order is written with, read at most every few seconds per process:
 * an admin's change reaches every API process within that time.
 */
export function settingsReader(db: Db, maxAgeMs = 5000): () => Promise<ClubSettingsDto> {
  let cached: { at: number; value: Promise<ClubSettingsDto> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const value = getSettings(db);
      cached = { at: Date.now(), value };
      value.catch(() => { cached = null; });
    }
    return cached.value;
  };
}
