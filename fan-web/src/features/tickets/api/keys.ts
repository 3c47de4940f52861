/**
 * Query keys of the ticketing calls. Everything about purchases sits under ['purchases'], so a
 * live status message (or any change the fan makes) refreshes every screen that shows one.
 */
export const purchaseKeys = {
  all: ['purchases'] as const,
  mine: () => ['purchases', 'mine'] as const,
  forMatch: (matchId: string) => ['purchases', 'match', matchId] as const,
  detail: (id: string) => ['purchases', 'detail', id] as const,
  tickets: (id: string) => ['purchases', 'tickets', id] as const,
  /** Every ticket the fan holds, bought or received (under purchases: a live message refreshes it too). */
  held: () => ['purchases', 'held'] as const,
  /** The fan's credit from tickets sold on the exchange (under purchases: the live message of a sale refreshes it too). */
  credit: () => ['purchases', 'credit'] as const,
};

export const matchKeys = {
  detail: (id: string) => ['matches', 'detail', id] as const,
  /** The signed-in fan's own rating of a match. */
  rating: (id: string) => ['matches', 'rating', id] as const,
  /** The numbered seats of a match's zones (under matches: a live message refreshes them). */
  seatsOf: (id: string) => ['matches', 'seats', id] as const,
  /** One numbered zone's seats, with the best free ones for a quantity. */
  seats: (id: string, zoneId: string, quantity: number) => ['matches', 'seats', id, zoneId, quantity] as const,
};
