import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { satangToBaht, type CreateAddressInput, type DeliveryAddressDto, type PickupLocationDto, type ShippingMethodDto } from '@club/core';
import { schema, type Db, type Tx } from '@club/db';
import { NotFound } from '../../http/errors.js';
import { checkPostcodeProvince } from './postcodes.js';

const { shippingMethods, pickupLocations, deliveryAddresses } = schema;

export const shippingMethodDto = (m: typeof shippingMethods.$inferSelect): ShippingMethodDto => ({
  id: m.id,
  type: m.type,
  name: m.name,
  name_th: m.nameTh,
  description: m.description,
  description_th: m.descriptionTh,
  cost: satangToBaht(m.costSatang),
  cost_satang: m.costSatang,
  free_over: m.freeOverSatang === null ? null : satangToBaht(m.freeOverSatang),
  free_over_satang: m.freeOverSatang,
});

export async function listShippingMethods(db: Db): Promise<ShippingMethodDto[]> {
  const rows = await db.select().from(shippingMethods).where(eq(shippingMethods.active, true)).orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.name));
  return rows.map(shippingMethodDto);
}

export const pickupLocationDto = (l: typeof pickupLocations.$inferSelect): PickupLocationDto => ({
  id: l.id, name: l.name, name_th: l.nameTh, address: l.address, address_th: l.addressTh, phone: l.phone, description: l.description, description_th: l.descriptionTh,
});

/**
 * The one rule of where a pickup method's orders may be collected: a method at a stadium ("Pick up
 * at the stadium") offers the active places at that stadium only; one naming no stadium, every active place.
 */
const offeredBy = (method: { venueId: string | null }) =>
  and(eq(pickupLocations.active, true), method.venueId ? eq(pickupLocations.venueId, method.venueId) : undefined);

/** The active pickup method, or null. */
async function pickupMethod(db: Db | Tx, methodId: string) {
  const [method] = await db.select({ venueId: shippingMethods.venueId }).from(shippingMethods)
    .where(and(eq(shippingMethods.id, methodId), eq(shippingMethods.type, 'pickup'), eq(shippingMethods.active, true)));
  return method ?? null;
}

/** The places a pickup method offers (none for another method), or every active place; places at a stadium first. */
export async function listPickupLocations(db: Db, methodId?: string): Promise<PickupLocationDto[]> {
  const method = methodId ? await pickupMethod(db, methodId) : { venueId: null };
  if (!method) return [];
  const rows = await db.select().from(pickupLocations).where(offeredBy(method))
    .orderBy(sql`${pickupLocations.venueId} is null`, asc(pickupLocations.name));
  return rows.map(pickupLocationDto);
}

/** The place an order of `method` may be collected at, or null when the method does not offer it. */
export async function offeredPickupPlace(tx: Tx, method: { venueId: string | null }, placeId: string) {
  const [place] = await tx.select().from(pickupLocations).where(and(eq(pickupLocations.id, placeId), offeredBy(method)));
  return place ?? null;
}

const addressDto = (a: typeof deliveryAddresses.$inferSelect): DeliveryAddressDto => ({
  id: a.id,
  recipient_name: a.recipientName,
  phone: a.phone,
  address_line1: a.addressLine1,
  address_line2: a.addressLine2,
  district: a.district,
  province: a.province,
  postal_code: a.postalCode,
  is_default: a.isDefault,
});

/** The user's addresses, the default first. */
export async function listAddresses(db: Db, userId: string): Promise<DeliveryAddressDto[]> {
  const rows = await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.createdAt));
  return rows.map(addressDto);
}

/** A new address (its province the postal code's); the user's first one, or one marked default, becomes the default (one per user, by a unique index). */
export async function createAddress(db: Db, userId: string, input: CreateAddressInput): Promise<{ address_id: string; address: DeliveryAddressDto }> {
  await checkPostcodeProvince(input.postal_code, input.province);
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).limit(1);
    const isDefault = input.is_default || !existing;
    if (isDefault) await tx.update(deliveryAddresses).set({ isDefault: false }).where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));
    const [created] = await tx.insert(deliveryAddresses).values({ userId, ...addressColumns(input), isDefault }).returning();
    return created!;
  });
  return { address_id: row.id, address: addressDto(row) };
}

/** An address as the fan wrote it, in the table's columns. */
const addressColumns = (input: CreateAddressInput) => ({
  recipientName: input.recipient_name,
  phone: input.phone,
  addressLine1: input.address_line1,
  addressLine2: input.address_line2,
  district: input.district,
  province: input.province,
  postalCode: input.postal_code,
});

/** Changes one of the user's addresses (another user's is not found); marked default, it takes the mark from the others. */
export async function updateAddress(db: Db, userId: string, id: string, input: CreateAddressInput): Promise<DeliveryAddressDto> {
  await checkPostcodeProvince(input.postal_code, input.province);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ isDefault: deliveryAddresses.isDefault }).from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId))).for('update');
    if (!before) throw new NotFound('address.not_found');
    // The default stays where it is unless this one asks for it: unticking it is not a way to have none.
    const isDefault = before.isDefault || input.is_default;
    if (isDefault && !before.isDefault) await tx.update(deliveryAddresses).set({ isDefault: false }).where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));
    const [row] = await tx.update(deliveryAddresses).set({ ...addressColumns(input), isDefault }).where(eq(deliveryAddresses.id, id)).returning();
    return addressDto(row!);
  });
}

/** Removes one of the user's addresses; orders keep their own copy. The newest left becomes the default if this one was. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(deliveryAddresses).where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId))).returning();
    if (!gone) throw new NotFound('address.not_found');
    if (!gone.isDefault) return;
    const [next] = await tx.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).orderBy(desc(deliveryAddresses.createdAt)).limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
  });
}
