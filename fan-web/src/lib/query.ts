/**
 * How long data a page must show fresh (a purchase's status, a product's stock) counts as fresh
 * after it arrived: long enough that a page opening right after its data was fetched (the page
 * opened, fetched at startup alongside the page's code) does not fetch it again, short enough that
 * the next visit does.
 */
export const JUST_FETCHED_MS = 5_000;
