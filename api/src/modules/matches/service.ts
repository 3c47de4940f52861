import { and, asc, eq, gt } from 'drizzle-orm';
import { matchWithTeams, schema, selectMatches, type Db } from '@club/db';
import { satangToBaht, type BankAccountDto, type MatchDto, type TeamDto } from '@club/core';
import { NotFound } from '../../http/errors.js';

const { matches } = schema;

type TeamRow = typeof schema.teams.$inferSelect;

export const teamDto = (t: TeamRow): TeamDto => ({
  id: t.id, name: t.name, nameTh: t.nameTh, logo: t.logo ? `/uploads/team-logos/${t.logo}` : null, isHomeClub: t.isHomeClub,
});

const selectMatchRows = (db: Db) => selectMatches(db, matchWithTeams);
type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatchRows>['execute']>>[number];

function toDto({ m: match, home, away, venue, bank }: MatchRow): MatchDto {
  return {
    id: match.id,
    matchDate: match.matchDate.toISOString(),
    homeTeam: teamDto(home),
    awayTeam: away ? teamDto(away) : null,
    venue: { name: venue.name, nameTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh, capacity: venue.capacity },
    league: match.league,
    leagueTh: match.leagueTh,
    ticketPrice: satangToBaht(match.ticketPriceSatang),
    ticketPriceSatang: match.ticketPriceSatang,
    availableTickets: match.availableTickets,
    unlimitedTickets: match.unlimitedTickets,
    ticketsPerFan: match.ticketsPerFan,
    status: match.status,
    bankAccount: bankAccountDto(bank),
  };
}

/** The account a match's tickets are paid into, as the fan's payment page shows it. */
export const bankAccountDto = (bank: MatchRow['bank']): BankAccountDto => ({
  bankName: bank.bankName, bankNameTh: bank.bankNameTh, accountNumber: bank.accountNumber, accountName: bank.accountName,
  accountHolderName: bank.accountHolderName, accountHolderNameTh: bank.accountHolderNameTh ?? bank.accountHolderName, accountHolderPosition: bank.accountHolderPosition, accountHolderPositionTh: bank.accountHolderPositionTh, promptpayId: bank.promptpayId,
  billerId: bank.billerId,
});

/** Featured upcoming matches for the landing page, soonest first. */
export async function listPromotingMatches(db: Db, limit: number, now = new Date()): Promise<MatchDto[]> {
  const rows = await selectMatchRows(db)
    .where(and(eq(matches.promoting, true), eq(matches.status, 'scheduled'), gt(matches.matchDate, now)))
    .orderBy(asc(matches.matchDate))
    .limit(limit);
  return rows.map(toDto);
}

export async function getMatch(db: Db, id: string): Promise<MatchDto> {
  const [row] = await selectMatchRows(db).where(eq(matches.id, id));
  if (!row) throw new NotFound('match.not_found');
  return toDto(row);
}
