/** The fan's saved delivery addresses: the checkout and the account page show the same list. */
export const addressKeys = {
  all: ['shipping', 'addresses'] as const,
};
