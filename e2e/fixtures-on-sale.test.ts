import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CompetitionMatchesDto } from '@club/core';
import { apiGet, signUpFan } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

/** The phone of the brief. */
const PHONE = { width: 390, height: 844 };

// `npm start` as it comes: the worker's own fake competition service and the demo data, so the
// landing and the results page tell the demo season a person sees.
const journey = useJourney();

interface CardFacts { href: string; teams: string; date: string; time: string }

/** What a match card says: its link to the buy page, its team names, its date and its time (HH:MM). */
async function cardFacts(card: ReturnType<Page['locator']>, link: string): Promise<CardFacts> {
  const [date = '', time = ''] = await card.locator('dd').allInnerTexts();
  return {
    href: (await card.locator(link).getAttribute('href'))!,
    teams: (await card.locator('h2, h3').first().innerText()).replace(/\s+/g, ' '),
    date,
    time: time.match(/\d{2}:\d{2}/)?.[0] ?? time,
  };
}

const opponentOf = (teams: string, club: string) => teams.replace(club, '').replace(/\b(VS|vs)\b|พบ/g, '').trim();

async function landingCards(page: Page): Promise<CardFacts[]> {
  await page.goto(journey.product.url);
  const cards = page.getByTestId('match-card');
  await cards.first().waitFor();
  return Promise.all((await cards.all()).map((c) => cardFacts(c, 'a[href^="/buy-ticket/"]')));
}

/** The results page's upcoming cards with a Buy tickets link, by the buy page they lead to. */
async function resultsCardsOnSale(page: Page): Promise<Map<string, CardFacts>> {
  await page.goto(`${journey.product.url}/match-results`);
  await page.getByTestId('match-card').first().waitFor();
  const onSale = page.locator('[data-testid=match-card][data-status=upcoming]:has([data-testid=match-buy])');
  const facts = await Promise.all((await onSale.all()).map((c) => cardFacts(c, '[data-testid=match-buy]')));
  return new Map(facts.map((f) => [f.href, f]));
}

describe('the matches on sale are the fixtures of the results page', () => {
  it('lists the landing\'s matches on the results page with the same opponents and dates, and Buy tickets opens the same buy page', async () => {
    // The worker's first sync lands a moment after start-up.
    await expect.poll(async () => (await apiGet<CompetitionMatchesDto>(journey.product.url, '/api/v1/competition/matches')).matches.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const page = await journey.openPage(DESKTOP, 'en-US');
    const landing = await landingCards(page);
    expect(landing).toHaveLength(3);
    const results = await resultsCardsOnSale(page);
    expect([...results.keys()].sort()).toEqual(landing.map((c) => c.href).sort());
    for (const card of landing) {
      const listed = results.get(card.href)!;
      expect(opponentOf(listed.teams, 'Bangkok Thunder FC'), card.href).toBe(opponentOf(card.teams, 'Bangkok Thunder FC'));
      expect(listed.date, card.href).toBe(card.date);
      expect(listed.time, card.href).toBe(card.time);
    }
    // The soonest home fixture on sale: its Buy tickets leads (through sign-in) to the buy page of that match.
    const soonest = page.locator('[data-testid=match-card][data-status=upcoming]:has([data-testid=match-buy])').first();
    await soonest.scrollIntoViewIfNeeded();
    await screenshot(page, 'results-buy-tickets-desktop-en');
    const href = (await soonest.getByTestId('match-buy').getAttribute('href'))!;
    const fixture = results.get(href)!;
    await soonest.getByTestId('match-buy').click();
    await signInOnLoginPage(page, await signUpFan(journey.product.url), 'en');
    await page.waitForURL(`${journey.product.url}${href}`);
    const buyPage = page.locator('main');
    await page.getByTestId('buy-form').waitFor();
    const shown = (await buyPage.innerText()).replace(/\s+/g, ' ');
    expect(shown).toContain(opponentOf(fixture.teams, 'Bangkok Thunder FC'));
    expect(shown).toContain(fixture.date);
    expect(shown).toContain(fixture.time);
  });

  it('says the same in Thai on a phone', async () => {
    const page = await journey.openPage(PHONE, 'th-TH');
    const landing = await landingCards(page);
    const results = await resultsCardsOnSale(page);
    expect(results.size).toBe(landing.length);
    for (const card of landing) {
      const listed = results.get(card.href)!;
      expect(opponentOf(listed.teams, 'บางกอก ธันเดอร์ เอฟซี')).toBe(opponentOf(card.teams, 'บางกอก ธันเดอร์ เอฟซี'));
      expect(listed.date).toBe(card.date);
      expect(listed.date).toMatch(/25\d\d/);
    }
    const buy = page.getByTestId('match-buy').first();
    expect(await buy.innerText()).toBe('ซื้อตั๋ว');
    await buy.scrollIntoViewIfNeeded();
    await screenshot(page, 'results-buy-tickets-phone-th');
  });
});
