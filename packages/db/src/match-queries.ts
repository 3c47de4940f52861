/**
 * A match read with its teams, venue and the bank account its tickets are paid into: the one join
 * every reader of a match (and of a purchase with its match) uses, so the away team has one alias.
 */
import { eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { bankAccounts, matches, purchases, teams, venues } from './schema/index.js';

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
 * Purchases with their match (matchWithTeams), plus whatever `extra` columns the caller joins in
 * afterwards (its receipt, its buyer).
 */
export function selectPurchasesWithMatch<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return selectMatches(db, { p: purchases, ...matchWithTeams, ...extra }).innerJoin(purchases, eq(purchases.matchId, matches.id));
}
