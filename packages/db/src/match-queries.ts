/**
 * A match read with its teams, venue and the bank account its tickets are paid into: the one join
 * every reader of a match (and of a purchase with its match) uses, so the away team has one alias.
 */
import { eq, sql } from 'drizzle-orm';
import type { PurchaseSeasonDto } from '@club/core';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { bankAccounts, matches, purchases, seasonPassMatches, seasonPasses, teams, tickets, venues } from './schema/index.js';

/** The away team's row: a match names two teams, the home team read as `teams` itself. */
export const awayTeams = alias(teams, 'away_teams');

/**
 * Matches with their home team (`teams`), away team (`awayTeams`, null while it is not known),
 * venue and bank account joined, selecting `fields` of them and of the tables the caller joins in
 * afterwards. `db` may also be a query with common table expressions (`db.with(…)`).
 */
export function selectMatches<Fields extends SelectedFields>(db: Pick<Db, 'select'>, fields: Fields) {
  // `& {}` tells drizzle's types the selection is an object (never undefined), so its joins type-check.
  return db
    .select(fields as Fields & {})
    .from(matches)
    .innerJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .innerJoin(venues, eq(matches.venueId, venues.id))
    .innerJoin(bankAccounts, eq(matches.bankAccountId, bankAccounts.id));
}

/** A match's own row and those of its teams, venue and bank account, whole. */
export const matchWithTeams = { m: matches, home: teams, away: awayTeams, venue: venues, bank: bankAccounts };

/**
 * The account a purchase is paid into, as a column of a query of `purchases`: its match's, or its
 * season pass's. Every reader of a purchase's account reads it here.
 */
export const purchaseBankAccountId = sql<string>`coalesce(
  (select m.bank_account_id from ${matches} m where m.id = ${purchases.matchId}),
  (select sp.bank_account_id from ${seasonPasses} sp where sp.id = ${purchases.seasonPassId}))`;

/**
 * What a season purchase shows of its pass (core's PurchaseSeasonDto, its last match's kick-off as
 * PostgreSQL writes it), null for a match's purchase: a column of a query of `purchases`.
 */
const purchaseSeason = sql<(Omit<PurchaseSeasonDto, 'lastMatchDate'> & { lastMatchDate: string }) | null>`(
  select json_build_object('passId', sp.id, 'name', sp.name, 'nameTh', sp.name_th, 'seasonLabel', sp.season_label,
    'matches', count(m.id)::int, 'lastMatchDate', coalesce(max(m.match_date), sp.covers_to))
  from ${seasonPasses} sp
  left join ${seasonPassMatches} spm on spm.season_pass_id = sp.id
  left join ${matches} m on m.id = spm.match_id and m.status <> 'cancelled'
  where sp.id = "purchases"."season_pass_id"
  group by sp.id)`;

/**
 * Purchases with what they are for: a match (matchWithTeams, null for a season pass) or a season
 * pass (`season`), the bank account they are paid into, plus whatever `extra` columns the caller
 * joins in afterwards (its receipt, its buyer).
 */
export function selectPurchasesWithMatch<Extra extends SelectedFields>(db: Db, extra: Extra) {
  const fields = { p: purchases, ...matchWithTeams, season: purchaseSeason, ...extra };
  return db
    .select(fields as typeof fields & {})
    .from(purchases)
    .leftJoin(matches, eq(matches.id, purchases.matchId))
    .leftJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .leftJoin(venues, eq(matches.venueId, venues.id))
    .innerJoin(bankAccounts, eq(bankAccounts.id, purchaseBankAccountId));
}

/**
 * Tickets with their match (matchWithTeams: a season pass's tickets are each of their own match)
 * and purchase (`p`), plus whatever `extra` columns the caller joins in afterwards.
 */
export function selectTicketsWithMatch<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return selectMatches(db, { t: tickets, p: purchases, ...matchWithTeams, ...extra })
    .innerJoin(tickets, eq(tickets.matchId, matches.id))
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId));
}
