/**
 * Everything about the cart sits under ['cart']: the store invalidates ['cart'] after an add, and
 * the checkout reads the same entry.
 */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => ['cart', 'current'] as const,
};
