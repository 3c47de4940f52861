export * from './client.js';
export * as schema from './schema/index.js';
export { seedDemoData } from './seed.js';
export { recordEvent } from './outbox.js';
export { audit, type AuditEntry } from './audit.js';
export { holdSeats, seatHold, releaseSeats, transitionPurchase, expireUnpaidPurchases, selectPurchasesWithMatch } from './ticketing.js';
export { takeStock, transitionOrder, expireUnpaidOrders, type OrderPatch } from './store-orders.js';
export {
  onSaleNow, latestFeedMatches, saleMatchesOf, firstFeedSaleAt, reconcileFeedKickOffs, noteFeedKickOffs, dismissFeedKickOff,
  FEED_DATE_DISMISSED, FEED_DATE_NOTED, type FeedDateChange,
} from './feed-fixtures.js';
