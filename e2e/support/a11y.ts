import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA (axe-core tags them so; 2.2 A has no rule of its own). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation { id: string; impact: string | null; help: string; targets: string[] }

/**
 * What axe-core finds against WCAG 2.2 A and AA on the page as it is now (or inside `within`).
 * The script is evaluated through the browser's debugging protocol, which the site's
 * Content-Security-Policy (scripts from 'self' only) does not apply to; once per document.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ selector, tags }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Only violations are gathered: passes and incomplete results would double the time on a large page.
    const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, { selector: within, tags: WCAG_AA_TAGS });
}
