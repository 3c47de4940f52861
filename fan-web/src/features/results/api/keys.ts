/** Query keys of the competition calls, all under ['competition'] (a retry refreshes both feeds). */
export const competitionKeys = {
  all: ['competition'] as const,
  matches: () => ['competition', 'matches'] as const,
  standings: () => ['competition', 'standings'] as const,
};

/**
 * The worker refreshes the feed on a schedule: the screen asks again every minute, so a page left
 * open picks up new results, and the stale notice once a sync has failed.
 */
export const COMPETITION_REFRESH_MS = 60_000;
