/**
 * Query keys of the order calls. Everything about orders sits under ['orders'], so a live
 * `order:status` message (or any change the fan makes) refreshes every screen that shows one.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** Not an order: kept out of ['orders'] so live order messages do not fetch it again. */
export const bankAccountKey = ['bank-account', 'merchandise'] as const;
