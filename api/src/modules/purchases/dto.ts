/** Purchases to responses: what a purchase, and its match, look like to the fan who bought it and to the console. */
import { satangToBaht, type PurchaseDto, type PurchaseSeasonDto, type TicketUseDto } from '@club/core';
import type { schema } from '@club/db';
import { bankAccountDto, teamDto } from '../matches/service.js';
import { bankCheckDto } from '../receipts/service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A purchase's zone and numbered seats (purchasePlace). */
export type PurchasePlace = Pick<PurchaseDto, 'zone' | 'seats'>;

/** A match read with its teams and venue (matchWithTeams). */
export interface MatchRow {
  m: typeof schema.matches.$inferSelect;
  home: typeof schema.teams.$inferSelect;
  away: typeof schema.teams.$inferSelect | null;
  venue: typeof schema.venues.$inferSelect;
}

/**
 * A purchase read with what it is for (selectPurchasesWithMatch: its match, or a season pass's
 * `season`), its zone and seats (purchasePlace) and its receipt; `ticketUse` when the query counted
 * the gate's use of its tickets.
 */
export interface PurchaseRow {
  p: typeof schema.purchases.$inferSelect;
  m: MatchRow['m'] | null;
  home: MatchRow['home'] | null;
  away: MatchRow['away'];
  venue: MatchRow['venue'] | null;
  season: (Omit<PurchaseSeasonDto, 'lastMatchDate'> & { lastMatchDate: string }) | null;
  bank: typeof schema.bankAccounts.$inferSelect;
  receipt: typeof schema.receipts.$inferSelect | null;
  place: PurchasePlace;
  ticketUse?: { issued: number; used: number; lastUsedAt: string | null; lastUsedGate: string | null } | null;
}

/** A row without `ticketUse` (one that did not select it) says nothing about the gate: null. */
export function toPurchaseDto({ p, receipt, ticketUse: use = null, bank, place, season, m, home, away, venue }: PurchaseRow, forStaff = false): PurchaseDto {
  const what = m && home && venue ? matchDetails({ m, home, away, venue }) : null;
  return purchaseDto(p, what, place, bank, receipt, forStaff, use && { ...use, lastUsedAt: use.lastUsedAt && new Date(use.lastUsedAt).toISOString() }, season);
}

/** What a purchase shows of its match. */
export function matchDetails({ m, home, away, venue }: {
  m: Pick<MatchRow['m'], 'matchDate' | 'league' | 'leagueTh'>; home: MatchRow['home']; away: MatchRow['away']; venue: NonNullable<PurchaseDto['matchDetails']>['venue'];
}): NonNullable<PurchaseDto['matchDetails']> {
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
  season: PurchaseRow['season'] = null,
): PurchaseDto {
  return {
    id: p.id,
    kind: p.seasonPassId ? 'season' : 'match',
    matchId: p.matchId,
    matchDetails,
    season: season && { ...season, lastMatchDate: new Date(season.lastMatchDate).toISOString() },
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
