/** The cart lives under ['cart'] (shared with the cart screen and the store), the rest of the checkout under ['shipping']. */
export const checkoutKeys = {
  cart: ['cart', 'current'] as const,
  methods: ['shipping', 'methods'] as const,
  pickupLocations: ['shipping', 'pickup-locations'] as const,
  addresses: ['shipping', 'addresses'] as const,
};
