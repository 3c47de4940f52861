/** Purchases to responses: what a purchase, and its match, look like to the fan who bought it and to the console. */
import { satangToBaht, type PurchaseDto, type TicketUseDto } from '@club/core';
import type { schema } from '@club/db';
import { bankAccountDto, teamDto } from '../matches/service.js';
import { bankCheckDto } from '../receipts/service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A purchase's zone and numbered seats (purchasePlace). */
export type PurchasePlace = Pick<PurchaseDto, 'zone' | 'seats'>;

/**
 * A purchase read with its match (selectPurchasesWithMatch), its zone and seats (purchasePlace) and
 * its receipt; `ticketUse` when the query counted the gate's use of its tickets.
 */
export interface PurchaseRow {
  p: typeof schema.purchases.$inferSelect;
  m: typeof schema.matches.$inferSelect;
  home: typeof schema.teams.$inferSelect;
  away: typeof schema.teams.$inferSelect | null;
  venue: typeof schema.venues.$inferSelect;
  bank: typeof schema.bankAccounts.$inferSelect;
  receipt: typeof schema.receipts.$inferSelect | null;
  place: PurchasePlace;
  ticketUse?: { issued: number; used: number; lastUsedAt: string | null; lastUsedGate: string | null } | null;
}

/** A row without `ticketUse` (one that did not select it) says nothing about the gate: null. */
export function toPurchaseDto({ p, receipt, ticketUse: use = null, bank, place, ...match }: PurchaseRow, forStaff = false): PurchaseDto {
  return purchaseDto(p, matchDetails(match), place, bank, receipt, forStaff, use && { ...use, lastUsedAt: use.lastUsedAt && new Date(use.lastUsedAt).toISOString() });
}

/** What a purchase shows of its match. */
export function matchDetails({ m, home, away, venue }: {
  m: Pick<PurchaseRow['m'], 'matchDate' | 'league' | 'leagueTh'>; home: PurchaseRow['home']; away: PurchaseRow['away']; venue: PurchaseDto['matchDetails']['venue'];
}): PurchaseDto['matchDetails'] {
  return {
    matchDate: m.matchDate.toISOString(),
    homeTeam: teamDto(home),
    awayTeam: away ? teamDto(away) : null,
    venue: { name: venue.name, nameTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh },
    league: m.league,
    leagueTh: m.leagueTh,
  };
}

/** A purchase as its owner (or, with `forStaff`, the console) sees it. */
export function purchaseDto(
  p: PurchaseRow['p'], matchDetails: PurchaseDto['matchDetails'], { zone, seats }: PurchasePlace, bank: PurchaseRow['bank'], receipt: PurchaseRow['receipt'], forStaff: boolean, ticketUse: TicketUseDto | null,
): PurchaseDto {
  return {
    id: p.id,
    matchId: p.matchId,
    matchDetails,
    zone,
    seats,
    bankAccount: bankAccountDto(bank),
    quantity: p.quantity,
    unitPrice: satangToBaht(p.unitPriceSatang),
    totalAmount: satangToBaht(p.totalSatang),
    totalSatang: p.totalSatang,
    status: p.status,
    referenceNumber: p.referenceNumber,
    phone: p.phone,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    completedAt: iso(p.completedAt),
    receiptImageUrl: receipt ? `/api/v1/purchases/${p.id}/receipt` : null,
    receiptUploadedAt: iso(receipt?.uploadedAt ?? null),
    receiptBankReference: receipt?.bankReference ?? null,
    receiptCheck: receipt
      ? {
          status: receipt.checkStatus,
          error: receipt.checkError,
          ...(forStaff ? { duplicates: receipt.duplicates, transactionRef: receipt.slipTransactionRef } : {}),
          bank: bankCheckDto(receipt, forStaff),
        }
      : null,
    rejectionReason: p.rejectionReason,
    rejectionNote: p.rejectionNote,
    rejectedAt: iso(p.rejectedAt),
    cancelledAt: iso(p.cancelledAt),
    ticketsEmailedAt: iso(p.ticketsEmailedAt),
    ticketUse,
  };
}
