import type { ProductListQuery } from '@club/core';

/**
 * Query keys of the catalogue calls, all under ['store']. The cart's keys belong to the cart
 * feature; adding to the cart only invalidates ['cart'].
 */
export const storeKeys = {
  banners: (limit: number) => ['store', 'banners', limit] as const,
  featured: (limit: number) => ['store', 'featured', limit] as const,
  categories: () => ['store', 'categories'] as const,
  products: (query: ProductListQuery) => ['store', 'products', query] as const,
  product: (id: string) => ['store', 'product', id] as const,
};

/** The cart feature's root key: everything it shows refetches after an add. */
export const CART_KEY = ['cart'] as const;
