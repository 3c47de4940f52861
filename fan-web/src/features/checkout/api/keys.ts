/** The checkout's own calls sit under ['shipping']; the cart it checks out is lib/get-cart's. */
export const checkoutKeys = {
  methods: ['shipping', 'methods'] as const,
  pickupLocations: (methodId: string) => ['shipping', 'pickup-locations', methodId] as const,
};
