import { and, asc, eq, gt } from 'drizzle-orm';
import { exchangeLifecycle, matchFigures, matchWithTeams, matchZoneRows, schema, selectMatches, zoneSeatRows, type Db, type MatchZoneRow } from '@club/db';
import { bestAvailable, satangToBaht, type BankAccountDto, type MatchDto, type SeatMapDto, type TeamDto, type ZoneOfferDto } from '@club/core';
import { NotFound } from '../../http/errors.js';

const { matches } = schema;

type TeamRow = typeof schema.teams.$inferSelect;

export const teamDto = (t: TeamRow): TeamDto => ({
  id: t.id, name: t.name, nameTh: t.nameTh, logo: t.logo ? `/uploads/team-logos/${t.logo}` : null, isHomeClub: t.isHomeClub,
});

const selectMatchRows = (db: Db) => selectMatches(db, { ...matchWithTeams, figures: matchFigures });
type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatchRows>['execute']>>[number];

/** A zone as the buy page offers it: its own places, or when they are gone, the listings on the exchange (`offered`). */
const zoneOffer = (z: MatchZoneRow, offered: number): ZoneOfferDto => {
  const fromExchange = !z.unlimited && z.available === 0 ? offered : 0;
  return {
    id: z.id, code: z.code, name: z.name, nameTh: z.nameTh, colour: z.colour, position: z.position,
    price: satangToBaht(z.priceSatang), priceSatang: z.priceSatang, availableTickets: z.unlimited ? 0 : z.available + fromExchange, fromExchange, unlimited: z.unlimited,
    soldOut: !z.unlimited && z.available + fromExchange === 0, seated: z.seated, numbered: z.numbered, gates: z.gates,
  };
};

/** A match with the zones it sells now; its figures are theirs together (matchFigures), and what a fan can buy counts the exchange's offers too. */
function toDto({ m: match, home, away, venue, bank, figures }: MatchRow, zoneRows: MatchZoneRow[], offered: Map<string, number>): MatchDto {
  const zones = zoneRows.filter((z) => z.matchId === match.id && !z.closed).map((z) => zoneOffer(z, offered.get(`${match.id}:${z.id}`) ?? 0));
  return {
    id: match.id,
    matchDate: match.matchDate.toISOString(),
    homeTeam: teamDto(home),
    awayTeam: away ? teamDto(away) : null,
    venue: { name: venue.name, nameTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh, capacity: venue.capacity },
    league: match.league,
    leagueTh: match.leagueTh,
    ticketPrice: satangToBaht(figures.lowestPriceSatang),
    ticketPriceSatang: figures.lowestPriceSatang,
    availableTickets: figures.available + zones.reduce((n, z) => n + z.fromExchange, 0),
    unlimitedTickets: figures.unlimited,
    ticketsPerFan: match.ticketsPerFan,
    saleStartsAt: match.saleStartsAt?.toISOString() ?? null,
    queueOpensAt: match.queueOpensAt?.toISOString() ?? null,
    status: match.status,
    bankAccount: bankAccountDto(bank),
    zones,
  };
}

const withZones = async (db: Db, rows: MatchRow[]): Promise<MatchDto[]> => {
  const ids = rows.map((r) => r.m.id);
  const [zones, offered] = await Promise.all([matchZoneRows(db, ids), exchangeLifecycle.offeredByZone(db, ids)]);
  return rows.map((r) => toDto(r, zones, offered));
};

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
  return withZones(db, rows);
}

export async function getMatch(db: Db, id: string): Promise<MatchDto> {
  const [row] = await selectMatchRows(db).where(eq(matches.id, id));
  if (!row) throw new NotFound('match.not_found');
  return (await withZones(db, [row]))[0]!;
}

/** A numbered zone's seats for a match, each free or held, with the best free ones for `quantity` (what a purchase would get now). */
export async function getSeatMap(db: Db, matchId: string, zoneId: string, quantity: number): Promise<SeatMapDto> {
  const zone = (await matchZoneRows(db, [matchId])).find((z) => z.id === zoneId && !z.closed);
  if (!zone) throw new NotFound('zone.not_found');
  if (!zone.numbered) throw new NotFound('seat.not_numbered');
  const rows = await zoneSeatRows(db, matchId, zoneId);
  const best = bestAvailable(rows, quantity);
  return { rows: rows.map(({ label, seats }) => ({ label, seats })), best: best?.seatIds ?? [], together: best?.together ?? false };
}
