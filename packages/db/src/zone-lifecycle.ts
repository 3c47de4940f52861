/**
 * Zones made and sold: a venue starts with one zone holding all its places, and a new match sells
 * every zone of its venue. Places (the sum of a match zone's shards, zone-places.ts) are taken and
 * given back by purchases only (purchase-lifecycle.ts); staff add or remove places as a change to
 * what is left (reviseMatchZone), never as a figure read before fans bought more.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from './client.js';
import { matches, matchZones, venueZones } from './schema/index.js';
import { coverNewMatch } from './season-lifecycle.js';
import { changePlaces, createShards, matchZonePlaces } from './zone-places.js';

/** A venue's first zone: all its places, standing, admitted at any gate, as every venue had before zones. */
export async function addGeneralAdmission(tx: Tx, venue: { id: string; capacity: number }, priceSatang = 0): Promise<void> {
  await tx.insert(venueZones).values({
    venueId: venue.id, code: 'GA', name: 'General admission', nameTh: 'โซนทั่วไป', colour: '#1d3557', position: 'all',
    capacity: venue.capacity, defaultPriceSatang: priceSatang,
  });
}

/**
 * A match sells every zone of its venue, each at its default price with all its places, less those
 * the season passes covering it keep. A venue of one zone may be sold otherwise (`single`: its
 * price, places or no limit), as a match was before zones. Nothing is done for zones it sells already.
 */
export async function sellVenueZones(
  tx: Tx,
  matchId: string,
  single: { priceSatang?: number; available?: number; unlimited?: boolean } = {},
): Promise<void> {
  const zones = await tx.select({ id: venueZones.id, capacity: venueZones.capacity, price: venueZones.defaultPriceSatang, numbered: venueZones.numbered })
    .from(venueZones).innerJoin(matches, eq(matches.venueId, venueZones.venueId)).where(eq(matches.id, matchId));
  const one = zones.length === 1 ? single : {};
  if (!zones.length) return;
  const made = await tx.insert(matchZones).values(zones.map((z) => ({
    matchId, zoneId: z.id, priceSatang: one.priceSatang ?? z.price, unlimited: !z.numbered && (one.unlimited ?? false),
  }))).onConflictDoNothing().returning({ zoneId: matchZones.zoneId });
  await createShards(tx, zones.filter((z) => made.some((m) => m.zoneId === z.id))
    .map((z) => ({ matchId, zoneId: z.id, places: one.available ?? z.capacity, capacity: z.capacity })));
  // Season passes covering it keep their places, and their holders get their seats and tickets.
  await coverNewMatch(tx, matchId);
}

/** Staff change a match's zone: its price, closed or not, no limit or not, and places added (+) or removed (−) from what is left now. */
export async function reviseMatchZone(
  tx: Tx,
  matchId: string,
  zoneId: string,
  change: { priceSatang?: number; closed?: boolean; unlimited?: boolean; seatsChange?: number },
) {
  // Its places first: a removal of more than are left fails the transaction (match_zone_shards_available_check).
  if (change.seatsChange) await changePlaces(tx, matchId, zoneId, change.seatsChange);
  const [row] = await tx.update(matchZones)
    .set({
      ...(change.priceSatang === undefined ? {} : { priceSatang: change.priceSatang }),
      ...(change.closed === undefined ? {} : { closed: change.closed }),
      ...(change.unlimited === undefined ? {} : { unlimited: change.unlimited }),
    })
    .where(and(eq(matchZones.matchId, matchId), eq(matchZones.zoneId, zoneId)))
    .returning({ ...getTableColumns(matchZones), available: matchZonePlaces });
  return row ?? null;
}
