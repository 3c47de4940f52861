import { inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Logger } from 'pino';
import { imageVariantKeys, imageVariantOf } from '@club/core';
import { schema, type Db } from '@club/db';
import type { Storage, Stores } from '@club/storage';

const { banners, orderItems, productImages, receipts, teams } = schema;

/**
 * How old an unreferenced file must be before it is deleted. A slip is stored a moment before the
 * transaction that records it commits (one API call), so an hour is plenty. A public image is
 * uploaded by one call and only referenced when the admin saves the product, banner or team
 * that uses it, which may be a long while later: a day.
 */
export const ORPHAN_GRACE_MS = { private: 3_600_000, public: 86_400_000 } as const;

/** How often the sweeps queue looks for orphan files. */
export const ORPHAN_SWEEP_EVERY_MS = 3_600_000;

type Kind = keyof typeof ORPHAN_GRACE_MS;

/** The key in a URL of ours (`/uploads/{key}`, relative or absolute, as the admin saved it). */
const uploadKeyOf = (url: SQLWrapper) => sql<string>`substring(${url} from '/uploads/([^?#]+)')`;

/** Which of `keys` (all of one store) a row still references. Slips: the receipts. Images: every row that shows one. */
async function referencedKeys(db: Db, kind: Kind, keys: string[]): Promise<Set<string>> {
  if (kind === 'private') {
    const rows = await db.select({ a: receipts.storageKey, b: receipts.processedKey, c: receipts.thumbnailKey }).from(receipts)
      .where(or(inArray(receipts.storageKey, keys), inArray(receipts.processedKey, keys), inArray(receipts.thumbnailKey, keys)));
    return new Set(rows.flatMap((r) => [r.a, r.b, r.c]).filter((k): k is string => !!k));
  }
  const LOGOS = 'team-logos/';
  const logos = keys.filter((k) => k.startsWith(LOGOS)).map((k) => k.slice(LOGOS.length));
  // Order items keep the image their product had when it was ordered: order history still shows it.
  const [images, shown, ordered, crests] = await Promise.all([
    db.selectDistinct({ key: uploadKeyOf(productImages.url) }).from(productImages).where(inArray(uploadKeyOf(productImages.url), keys)),
    db.selectDistinct({ key: uploadKeyOf(banners.imageUrl) }).from(banners).where(inArray(uploadKeyOf(banners.imageUrl), keys)),
    db.selectDistinct({ key: uploadKeyOf(orderItems.productImageUrl) }).from(orderItems).where(inArray(uploadKeyOf(orderItems.productImageUrl), keys)),
    logos.length ? db.selectDistinct({ logo: teams.logo }).from(teams).where(inArray(teams.logo, logos)) : [],
  ]);
  return new Set([...images, ...shown, ...ordered].map((r) => r.key).concat(crests.map((r) => `${LOGOS}${r.logo}`)));
}

/** A public image's sized copies (`<uuid>-480.webp` of `<uuid>.jpg`) are no row's: they live and go with their original. */
const originalKeysOf = (kind: Kind, key: string) => (kind === 'public' ? (imageVariantOf(key)?.originalKeys ?? []) : []);
const variantKeysOf = (kind: Kind, key: string) => (kind === 'public' ? imageVariantKeys(key) : []);

/**
 * Delete the files of a store that no row references and that are older than the store's grace
 * period: slips replaced (whose delete failed or never ran), images an admin replaced or removed,
 * uploads never saved. An image's copies go with it, whatever their age (one the API made lately
 * of an old upload too); a copy is kept while its original is referenced. Reads the store a page
 * at a time. Safe to run twice, or in two workers at once.
 */
async function sweepStore(db: Db, kind: Kind, store: Storage, now: Date, logger: Logger): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS[kind];
  let deleted = 0;
  for await (const page of store.list()) {
    const old = page.filter((f) => f.lastModified.getTime() < cutoff).map((f) => f.key);
    if (!old.length) continue;
    const referenced = await referencedKeys(db, kind, old.flatMap((k) => [k, ...originalKeysOf(kind, k)]));
    const orphan = (key: string) => !referenced.has(key) && !originalKeysOf(kind, key).some((o) => referenced.has(o));
    for (const key of old.filter(orphan)) {
      try {
        // A copy whose delete fails goes at a later sweep, once old enough: its original is no row's.
        for (const copy of variantKeysOf(kind, key)) await store.delete(copy);
        await store.delete(key);
        deleted++;
      } catch (err) {
        // Tried again at the next sweep.
        logger.warn({ store: kind, key, err: (err as Error).message }, 'could not delete an orphan file');
      }
    }
  }
  return deleted;
}

export async function sweepOrphanFiles(db: Db, stores: Stores, logger: Logger, now = new Date()): Promise<Record<Kind, number>> {
  return {
    private: await sweepStore(db, 'private', stores.private, now, logger),
    public: await sweepStore(db, 'public', stores.public, now, logger),
  };
}
