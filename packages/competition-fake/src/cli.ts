import { FAKE_CLUB_TEAM_ID, FAKE_TOURNAMENT_ID, MATCHES_PATH, STANDINGS_PATH, startFakeCompetition, type FakeCompetitionMode } from './index.js';

// `npm run fake:competition`: the fake competition service on its own, for a worker started elsewhere.
const MODES: FakeCompetitionMode[] = ['normal', 'down', 'slow', 'malformed', 'empty'];
const port = Number(process.env.FAKE_COMPETITION_PORT ?? 8787);
const host = process.env.FAKE_COMPETITION_HOST ?? '127.0.0.1';
const mode = (process.env.FAKE_COMPETITION_MODE ?? 'normal') as FakeCompetitionMode;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('FAKE_COMPETITION_PORT must be a port number');
  process.exit(1);
}
if (!MODES.includes(mode)) {
  console.error(`FAKE_COMPETITION_MODE must be one of ${MODES.join(', ')}`);
  process.exit(1);
}

const fake = await startFakeCompetition({ port, host });
fake.setMode(mode);
console.log(`Fake competition service (${mode}) on ${fake.url}
  ${fake.url}${MATCHES_PATH}?tournament_team=${FAKE_CLUB_TEAM_ID}
  ${fake.url}${STANDINGS_PATH}?tournament=${FAKE_TOURNAMENT_ID}
Point the worker at it with COMPETITION_BASE_URL=${fake.url}`);
const stop = async () => { await fake.close(); process.exit(0); };
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
