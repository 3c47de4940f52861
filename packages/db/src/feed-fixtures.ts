import { and, desc, eq, inArray, isNotNull, min, or, sql } from 'drizzle-orm';
import { feedKickOff, type FeedMatch } from '@club/core';
import type { Db, Tx } from './client.js';
import { audit } from './audit.js';
import { auditLog, competitionSnapshots, matches } from './schema/index.js';

/**
 * Matches sold for a fixture of the competition feed (matches.feed_match_id), and what happens when
 * the feed moves one. The rule lives here only: the worker applies it after each good copy of the
 * feed, the API after staff write a match.
 */

/** A match fans can buy tickets for now: scheduled and not kicked off. */
export const onSaleNow = sql`${matches.status} = 'scheduled' and ${matches.matchDate} > now()`;
/** Its sale has started (none set: from creation). Purchases need both; lists show a match before its sale starts, with a countdown. */
export const saleStarted = sql`(${matches.saleStartsAt} is null or ${matches.saleStartsAt} <= now())`;

/** The matches of the latest good copy of the feed ([] before its first good fetch). */
export async function latestFeedMatches(db: Db | Tx): Promise<FeedMatch[]> {
  const [row] = await db.select({ payload: competitionSnapshots.payload }).from(competitionSnapshots).where(eq(competitionSnapshots.kind, 'matches'));
  return (row?.payload ?? []) as FeedMatch[];
}

/** The on-sale match of each of these fixtures (feed id -> match id), for the fans' results page. */
export async function saleMatchesOf(db: Db | Tx, feedMatchIds: readonly string[]): Promise<Map<string, string>> {
  if (!feedMatchIds.length) return new Map();
  const rows = await db.select({ id: matches.id, feedMatchId: matches.feedMatchId }).from(matches)
    .where(and(inArray(matches.feedMatchId, [...feedMatchIds]), onSaleNow));
  return new Map(rows.map((r) => [r.feedMatchId!, r.id]));
}

/** When the club first put a fixture of the feed on sale (the demo seed does on the first start); null if never. */
export async function firstFeedSaleAt(db: Db | Tx): Promise<Date | null> {
  const [row] = await db.select({ at: min(matches.createdAt) }).from(matches).where(isNotNull(matches.feedMatchId));
  return row?.at ?? null;
}

/** The audit action of staff keeping the club's kick-off against the feed's; the feed's kick-off they dismissed is in its changes. */
export const FEED_DATE_DISMISSED = 'match.feed_date_dismissed';
/** The audit action of the sync flagging (or unflagging) a match whose fixture the feed moved. */
export const FEED_DATE_NOTED = 'match.feed_date_noted';

const SETTLED_STATUSES = ['finished', 'cancelled'] as const;

export interface FeedDateChange {
  matchId: string;
  feedMatchId: string | null;
  from: Date | null;
  to: Date | null;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The feed's kick-off each match's staff last dismissed (ISO), from the audit log. */
async function dismissedKickOffs(db: Db | Tx, matchIds: string[]): Promise<Map<string, string>> {
  if (!matchIds.length) return new Map();
  const rows = await db.select({ matchId: auditLog.entityId, changes: auditLog.changes }).from(auditLog)
    .where(and(eq(auditLog.entityType, 'match'), inArray(auditLog.entityId, matchIds), eq(auditLog.action, FEED_DATE_DISMISSED)))
    .orderBy(desc(auditLog.id));
  const dismissed = new Map<string, string>();
  for (const r of rows) {
    const value = (r.changes as { feed_match_date?: [unknown, unknown] }).feed_match_date?.[0];
    if (!dismissed.has(r.matchId) && typeof value === 'string') dismissed.set(r.matchId, new Date(value).toISOString());
  }
  return dismissed;
}

/**
 * A match keeps its own kick-off (fans hold tickets for it) when the feed moves its fixture:
 * feed_match_date holds the feed's kick-off while the two differ, for staff to apply (an edit of
 * match_date) or dismiss, and is cleared once they agree again, once staff dismissed that very
 * kick-off, or once the match is unlinked. A fixture missing from `feed` changes nothing, nor does
 * a finished or cancelled match. match_date and tickets are never written here. Each write is
 * conditional on the row read, so a staff edit at the same moment wins (its own run decides).
 * `matchIds`: only these matches (after a staff write); else every linked or flagged match.
 */
export async function reconcileFeedKickOffs(db: Db | Tx, feed: readonly FeedMatch[], matchIds?: string[]): Promise<FeedDateChange[]> {
  const kickOffs = new Map(feed.map((m) => [m.id, feedKickOff(m)]));
  const rows = await db.select({ id: matches.id, feedMatchId: matches.feedMatchId, matchDate: matches.matchDate, feedMatchDate: matches.feedMatchDate, status: matches.status })
    .from(matches)
    .where(and(or(isNotNull(matches.feedMatchId), isNotNull(matches.feedMatchDate)), matchIds ? inArray(matches.id, matchIds) : undefined));
  const dismissed = await dismissedKickOffs(db, rows.filter((r) => r.feedMatchId).map((r) => r.id));
  const changes: FeedDateChange[] = [];
  for (const row of rows) {
    let wanted: Date | null = null;
    if (row.feedMatchId) {
      const kickOff = kickOffs.get(row.feedMatchId);
      if (!kickOff || (SETTLED_STATUSES as readonly string[]).includes(row.status)) continue;
      if (!sameInstant(kickOff, row.matchDate) && dismissed.get(row.id) !== kickOff.toISOString()) wanted = kickOff;
    }
    if (sameInstant(wanted, row.feedMatchDate)) continue;
    const written = await db.update(matches).set({ feedMatchDate: wanted })
      .where(and(
        eq(matches.id, row.id),
        eq(matches.matchDate, row.matchDate),
        row.feedMatchId ? eq(matches.feedMatchId, row.feedMatchId) : sql`${matches.feedMatchId} is null`,
      ))
      .returning({ id: matches.id });
    if (written.length) changes.push({ matchId: row.id, feedMatchId: row.feedMatchId, from: row.feedMatchDate, to: wanted });
  }
  return changes;
}

/**
 * The sync's turn, after it stored a good copy: the rule above against the latest copy (another
 * worker's later copy may have won), each flag it raised or cleared audited as the system's.
 */
export async function noteFeedKickOffs(tx: Tx): Promise<FeedDateChange[]> {
  const changes = await reconcileFeedKickOffs(tx, await latestFeedMatches(tx));
  for (const c of changes) {
    await audit(tx, {
      actorId: null, action: FEED_DATE_NOTED, entityType: 'match', entityId: c.matchId,
      changes: { feed_match_date: [c.from?.toISOString() ?? null, c.to?.toISOString() ?? null], feed_match_id: c.feedMatchId },
    });
  }
  return changes;
}

/**
 * Staff keep the club's kick-off: the flag is cleared and the dismissal audited, with the feed's
 * kick-off it dismissed, so the next sync does not raise it again (a later move of the feed does).
 * Answers false when there was nothing to dismiss.
 */
export async function dismissFeedKickOff(tx: Tx, actorId: string, matchId: string): Promise<boolean> {
  const [row] = await tx.select({ matchDate: matches.matchDate, feedMatchId: matches.feedMatchId, feedMatchDate: matches.feedMatchDate })
    .from(matches).where(eq(matches.id, matchId)).for('update');
  if (!row?.feedMatchDate) return false;
  await tx.update(matches).set({ feedMatchDate: null, updatedAt: sql`now()` }).where(eq(matches.id, matchId));
  await audit(tx, {
    actorId, action: FEED_DATE_DISMISSED, entityType: 'match', entityId: matchId,
    changes: { feed_match_date: [row.feedMatchDate.toISOString(), null], match_date: row.matchDate.toISOString(), feed_match_id: row.feedMatchId },
  });
  return true;
}
