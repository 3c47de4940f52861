import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeCompetition, type FakeCompetition } from '@club/competition-fake';
import { clubScore, clubSide, isFinishedMatch, signedGoalDifference, type CompetitionMatchesDto, type CompetitionStandingsDto } from '@club/core';
import { axeViolations } from './support/a11y.js';
import { apiGet } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

/** The phone of the brief: the table must be usable at 390 px. */
const PHONE = { width: 390, height: 844 };
const THAI = /[\u0E00-\u0E7F]{4,}/;
const RAW_KEY = /\b(tabs|card|result|table|empty|errors|stale)\.[a-z][a-zA-Z.]+\b/;

// The product reads the competition service from this fake, and fetches it every second, so a
// stop is noticed at once. The fake starts first: useJourney's beforeAll reads its address.
let fake: FakeCompetition;
let fakeRunning = false;
beforeAll(async () => {
  fake = await startFakeCompetition();
  fakeRunning = true;
});
const journey = useJourney(() => ({ COMPETITION_BASE_URL: fake.url, COMPETITION_SYNC_MS: '1000' }));
const { openPage } = journey;
afterAll(async () => {
  if (fakeRunning) await fake.close();
});

const getMatches = () => apiGet<CompetitionMatchesDto>(journey.product.url, '/api/v1/competition/matches');
const getStandings = () => apiGet<CompetitionStandingsDto>(journey.product.url, '/api/v1/competition/standings');

const tab = (page: Page, name: 'upcoming' | 'finished' | 'scoreboard') => page.getByTestId(`results-tab-${name}`);
const cards = (page: Page) => page.getByTestId('match-card');
const rows = (page: Page) => page.getByTestId('standings-row');
const tabInUrl = (page: Page) => new URL(page.url()).searchParams.get('tab');

/** What the API says the three tabs hold, to compare the screen with. */
async function expected() {
  const [feed, table] = await Promise.all([getMatches(), getStandings()]);
  const upcoming = feed.matches.filter((m) => !isFinishedMatch(m));
  const finished = feed.matches.filter(isFinishedMatch);
  // The screen shows finished matches latest first.
  const latest = [...finished].sort((a, b) => `${b.start_date} ${b.start_time}`.localeCompare(`${a.start_date} ${a.start_time}`))[0]!;
  return { feed, table, upcoming, finished, latest, club: table.standings.find((r) => r.tournament_team_name === feed.club_name_th)! };
}

/** The three tabs filled as the API has them; the keyboard moves between them and the URL keeps the tab. */
async function checkTabsFilled(page: Page, lang: 'en' | 'th') {
  const want = await expected();
  const text = lang === 'en'
    ? { vs: 'VS', home: /^home$/i, away: /^away$/i, results: /^(win|draw|loss)$/i, club: 'Bangkok Thunder FC', time: /^\d{2}:\d{2}$/, year: /20\d\d/ }
    : { vs: 'พบ', home: /^เหย้า$/, away: /^เยือน$/, results: /^(ชนะ|เสมอ|แพ้)$/, club: 'บางกอก ธันเดอร์ เอฟซี', time: /^\d{2}:\d{2} น\.$/, year: /25\d\d/ };

  // Upcoming: the default tab, with its count, every card VS and home or away as the API says.
  await cards(page).first().waitFor();
  expect(await tab(page, 'upcoming').getAttribute('aria-selected')).toBe('true');
  expect(await tab(page, 'upcoming').getAttribute('data-count')).toBe(String(want.upcoming.length));
  expect(await tab(page, 'finished').getAttribute('data-count')).toBe(String(want.finished.length));
  expect(await cards(page).count()).toBe(want.upcoming.length);
  const first = cards(page).first();
  expect(await first.getAttribute('data-status')).toBe('upcoming');
  const firstMatch = want.upcoming[0]!;
  expect(await first.getAttribute('data-side')).toBe(clubSide(firstMatch, want.feed.club_name_th));
  expect(await first.locator('.result-vs').innerText()).toBe(text.vs);
  expect(await first.innerText()).toContain(text.club);
  expect(await first.getByTestId('match-side').innerText()).toMatch(firstMatch.home_team_name === want.feed.club_name_th ? text.home : text.away);
  // Date with weekday and the Buddhist year in Thai, time in Bangkok.
  const facts = await first.locator('.result-facts dd').allInnerTexts();
  expect(facts[0]).toMatch(text.year);
  expect(facts[1]).toMatch(text.time);
  expect(facts[1]!.slice(0, 5)).toBe(firstMatch.start_time.slice(0, 5));

  // Finished, by the keyboard (arrow right on the tab list): scores club-first, win/draw/loss.
  await tab(page, 'upcoming').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tabInUrl(page)).toBe('finished');
  expect(await tab(page, 'finished').evaluate((el) => el === document.activeElement)).toBe(true);
  await expect.poll(() => cards(page).count()).toBe(want.finished.length);
  for (const status of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-status')))) expect(status).toBe('finished');
  const score = clubScore(want.latest, want.feed.club_name_th)!;
  const latestCard = cards(page).first();
  expect(await latestCard.getAttribute('data-match-id')).toBe(want.latest.id);
  expect((await latestCard.getByTestId('club-score').textContent())!.replace(/\s/g, '')).toBe(`${score.club}–${score.opponent}`);
  expect(await latestCard.getByTestId('match-result').getAttribute('data-result')).toBe(score.result);
  expect(await latestCard.getByTestId('match-result').innerText()).toMatch(text.results);
  const attended = want.finished.find((m) => m.attendance_number !== null && m.attendance_number >= 1000)!;
  const attendance = await page.locator(`[data-match-id="${attended.id}"]`).getByTestId('match-attendance').innerText();
  expect(attendance.replace(/\D/g, '')).toBe(String(attended.attendance_number));
  expect(attendance).toMatch(/\d,\d{3}/);

  // A reload keeps the tab.
  await page.reload();
  await cards(page).first().waitFor();
  expect(await tab(page, 'finished').getAttribute('aria-selected')).toBe('true');

  // The table: every team, every column, the club's row marked, signed goal difference.
  await tab(page, 'finished').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tabInUrl(page)).toBe('scoreboard');
  await page.getByTestId('standings-table').waitFor();
  expect(await rows(page).count()).toBe(want.table.standings.length);
  expect(await page.getByTestId('standings-table').locator('thead th').count()).toBe(10);
  const clubRow = page.locator('[data-testid="standings-row"][data-club="true"]');
  expect(await clubRow.count()).toBe(1);
  expect(await clubRow.getAttribute('data-rank')).toBe(String(want.club.current_rank));
  expect(await clubRow.innerText()).toContain(text.club);
  const goalDifferences = await page.locator('tbody .standings-col-goalDifference').allInnerTexts();
  expect(goalDifferences).toEqual(want.table.standings.map(signedGoalDifference));
  expect(await page.locator('.standings-row-top').count()).toBe(3);

  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(RAW_KEY);
  if (lang === 'th') expect(body).toMatch(THAI);
}

describe('match results from the competition service', () => {
  beforeAll(async () => {
    // The worker's first fetch lands a moment after start-up.
    const deadline = Date.now() + 20_000;
    while (!(await getMatches()).matches.length || !(await getStandings()).standings.length) {
      if (Date.now() > deadline) throw new Error(`no competition data after 20 s:\n${journey.product.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  it('shows upcoming, finished and the table in English on a desktop', async () => {
    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${journey.product.url}/match-results`);
    await checkTabsFilled(page, 'en');
    expect(await page.getByTestId('stale-notice').count()).toBe(0);
    await screenshot(page, 'results-desktop-en-table');
  });

  it('shows the same in Thai on a phone; with all columns the table scrolls inside its card with the team in place', async () => {
    const page = await openPage(PHONE, 'th-TH');
    await page.goto(`${journey.product.url}/match-results`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    await checkTabsFilled(page, 'th');

    // The page itself never scrolls sideways; with every column the table does, and the club's name stays put.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const allColumns = page.getByTestId('standings-all-columns');
    await allColumns.click();
    expect(await allColumns.getAttribute('aria-pressed')).toBe('true');
    const scroller = page.locator('.standings-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const team = page.locator('[data-club="true"] .standings-col-team');
    const before = (await team.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await team.boundingBox())!.x).toBe(before);
    expect(await page.locator('[data-club="true"] .standings-col-points').isVisible()).toBe(true);
    await screenshot(page, 'results-phone-th-table');
  });

  it('fits the columns a fan reads first (position, team, played, goal difference, points) in a 360 px phone without sideways scrolling', async () => {
    const small = { width: 360, height: 740 };
    for (const locale of ['en-US', 'th-TH'] as const) {
      const page = await openPage(small, locale);
      await page.goto(`${journey.product.url}/match-results?tab=scoreboard`);
      await page.getByTestId('standings-table').waitFor();
      await rows(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(small.width);
      const scroller = page.locator('.standings-scroll');
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const club = page.locator('[data-testid="standings-row"][data-club="true"]');
      for (const column of ['position', 'team', 'played', 'goalDifference', 'points']) {
        for (const cell of [page.locator(`thead .standings-col-${column}`), club.locator(`.standings-col-${column}`)]) {
          const box = (await cell.boundingBox())!;
          expect(box, `${column} (${locale})`).not.toBeNull();
          expect(box.x, `${column} (${locale})`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${column} (${locale})`).toBeLessThanOrEqual(small.width);
        }
      }
      // Won, drawn, lost and the goals wait behind "All columns", which says whether it is on.
      expect(await club.locator('.standings-col-won').isVisible()).toBe(false);
      expect(await page.getByTestId('standings-all-columns').getAttribute('aria-pressed')).toBe('false');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `results-360-${locale}-table`);
      await page.getByTestId('standings-all-columns').click();
      expect(await club.locator('.standings-col-won').isVisible()).toBe(true);
    }
  });

  it('keeps showing the last good results, marked out of date, once the service stops answering', async () => {
    const before = await expected();
    await fake.close();
    fakeRunning = false;
    // The next sync fails: the API still serves the last good copy, now flagged stale.
    await expect.poll(async () => (await getMatches()).stale, { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await getStandings()).stale, { timeout: 20_000 }).toBe(true);
    const after = await getMatches();
    expect(after.matches).toEqual(before.feed.matches);
    expect(after.fetched_at).not.toBeNull();

    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${journey.product.url}/match-results`);
    await cards(page).first().waitFor();
    expect(await page.getByTestId('stale-notice').innerText()).toMatch(/^Results may be out of date — last updated \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(await cards(page).count()).toBe(before.upcoming.length);
    await tab(page, 'finished').click();
    await expect.poll(() => cards(page).count()).toBe(before.finished.length);
    expect(await page.getByTestId('stale-notice').isVisible()).toBe(true);
    await tab(page, 'scoreboard').click();
    await page.getByTestId('standings-table').waitFor();
    expect(await rows(page).count()).toBe(before.table.standings.length);
    expect(await page.getByTestId('stale-notice').isVisible()).toBe(true);
    await screenshot(page, 'results-desktop-en-stale');

    const thai = await openPage(PHONE, 'th-TH');
    await thai.goto(`${journey.product.url}/match-results?tab=finished`);
    await cards(thai).first().waitFor();
    expect(await thai.getByTestId('stale-notice').innerText()).toMatch(/^ข้อมูลอาจไม่เป็นปัจจุบัน — อัปเดตล่าสุดเมื่อ .*25\d\d/);
    expect(await cards(thai).count()).toBe(before.finished.length);
  });
});
