export * from './client.js';
export * as schema from './schema/index.js';
export { seedDemoData } from './seed.js';
export { recordEvent } from './outbox.js';
export { audit, type AuditEntry } from './audit.js';
/** Every move of a purchase (purchaseLifecycle.approve(tx, …)) and of an order. */
export * as purchaseLifecycle from './purchase-lifecycle.js';
export { type PurchaseMove, type PurchaseRefusal } from './purchase-lifecycle.js';
export { awayTeams, matchWithTeams, purchaseBankAccountId, selectMatches, selectPurchasesWithMatch, selectTicketsWithMatch } from './match-queries.js';
/** Season passes made, their quota, and the matches they cover. */
export * as seasonLifecycle from './season-lifecycle.js';
export { coveredMatchIds, type SeasonRefusal } from './purchase-lifecycle.js';
export { matchInLanguage } from './match-in-language.js';
export { heldTicketsOf, heldTicketsWithMatch, purchasePlace, ticketPlaces, withPlaces } from './ticket-queries.js';
export { matchFigures, matchZoneRows, zoneGatesOf, zoneSeatRows, type MatchZoneRow } from './zone-queries.js';
export { addGeneralAdmission, reviseMatchZone, sellVenueZones } from './zone-lifecycle.js';
/** A match zone's places left: the sum of its shards, read and changed only through these. */
export { changePlaces, createShards, matchZonePlaces, placesLeft, placesLeftOf, resetPlaces } from './zone-places.js';
export * as orderLifecycle from './order-lifecycle.js';
/** Every move of an exchange listing, and the credit ledger. */
export * as exchangeLifecycle from './exchange-lifecycle.js';
/** Every move of a ticket: issue, transfer, claim, admit. */
export * as ticketLifecycle from './ticket-lifecycle.js';
export {
  REFUND_OWED_ACTION, REFUNDED_ACTION, bankPaymentsOf, markRefunded, owesRefund, refundOwed, claimTransfer, confirmPayment, orderTarget, paymentTargetByReference, paidNow, paymentTargetOf, targetStatus, purchaseTarget, transferByKey, transfersLike,
  type Claim, type PaymentTarget, type RecordedTransfer, type ReportedPayment,
} from './bank-payments.js';
export { productPrice, type OrderMove, type OrderPatch } from './order-lifecycle.js';
export {
  onSaleNow, saleStarted, latestFeedMatches, saleMatchesOf, firstFeedSaleAt, reconcileFeedKickOffs, noteFeedKickOffs, dismissFeedKickOff,
  FEED_DATE_DISMISSED, FEED_DATE_NOTED, type FeedDateChange,
} from './feed-fixtures.js';
export { messageForLog } from './logged-error.js';
export { productFound, productSearchWords } from './product-search.js';
export * from './waiting-room-queries.js';
export { resolveAuthSecret, writePrivateFile } from './auth-secret.js';
/** The keys that sign ticket codes, and the codes themselves (issue 32). */
export {
  TICKET_KEYS_RELOAD_MS, TICKET_KEYS_UNKNOWN_MS, ensureTicketSigningKey, listTicketKeys, rawPublicKey, retireTicketKey, rotateTicketKey, ticketKeys,
  type RetireMove, type RotateMove, type TicketKeyInfo, type TicketKeys,
} from './ticket-keys.js';
export { ticketCodesOf, verifySignedCode } from './ticket-codes.js';
/** The offline pack's lookups and sealed entries (issue 32). */
export { gateLookup, openEntry, sealEntry } from './gate-crypto.js';
