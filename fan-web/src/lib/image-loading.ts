/**
 * How an image is fetched: one the page opens on (the LCP candidates: the first banner, the first
 * cards, a product's picture) at once and before other images; any other when it nears the screen.
 */
export const imageLoading = (priority: boolean) =>
  priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
