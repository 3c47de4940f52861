import type { Page } from 'playwright-core';

/** Where the focus is, and what is wrong with it for a sighted keyboard user (nothing: an empty list). */
export interface FocusStop {
  /** The focused element as a person would name it: tag, test id, words. */
  name: string;
  problems: string[];
}

/**
 * Looks at the focused element as a sighted keyboard user would (WCAG 2.4.7 and 2.4.11): it has a
 * focus indicator of its own (an outline at least 2 px wide, or a box-shadow ring spreading at
 * least 2 px, in a colour that is not transparent), it is big enough to be seen (a visually hidden
 * input is not), it lies inside the viewport, and the sticky header (`header`) is not drawn over
 * any part of it. The element is looked at once its transitions (a ring fading in) have ended.
 */
export function focusStop(page: Page, header = '.site-header'): Promise<FocusStop> {
  return page.evaluate(async (headerSelector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { name: 'nothing (the page itself)', problems: ['the focus is lost: nothing is focused'] };
    // A ring that fades in (a CSS transition on outline or box-shadow) is judged once it is there.
    await Promise.all(el.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)));
    const words = (el.getAttribute('aria-label') ?? el.innerText ?? (el as HTMLInputElement).value ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const testId = el.getAttribute('data-testid');
    const name = `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${el.getAttribute('href') ? ` href=${el.getAttribute('href')!.slice(0, 60)}` : ''}> "${words}"`;
    const problems: string[] = [];

    const style = getComputedStyle(el);
    const opaque = (colour: string) => !/^transparent$|rgba\([^)]*,\s*0\)$/.test(colour.trim());
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && opaque(style.outlineColor);
    // "rgb(255, 214, 10) 0px 0px 0px 3px, …": a shadow whose spread (the fourth length) is 2 px or more.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const ring = shadows.some((shadow) => {
      const colour = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'currentcolor';
      const lengths = shadow.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/).filter((part) => /px$/.test(part)).map(parseFloat);
      return !/inset/.test(shadow) && (lengths[3] ?? 0) >= 2 && opaque(colour);
    });
    if (!outline && !ring) problems.push(`no visible focus indicator (outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow})`);

    const rect = el.getBoundingClientRect();
    if (rect.width < 8 || rect.height < 8) problems.push(`too small to be seen (${rect.width.toFixed(0)}×${rect.height.toFixed(0)} px)`);
    const slack = 1;
    if (rect.top < -slack || rect.left < -slack || rect.bottom > innerHeight + slack || rect.right > innerWidth + slack) {
      problems.push(`not inside the viewport (top ${rect.top.toFixed(0)}, bottom ${rect.bottom.toFixed(0)} of ${innerHeight}; left ${rect.left.toFixed(0)}, right ${rect.right.toFixed(0)} of ${innerWidth})`);
    }

    // Points across the element that the sticky header's box also covers: is the header drawn there?
    const bar = document.querySelector(headerSelector);
    if (bar && !bar.contains(el)) {
      const box = bar.getBoundingClientRect();
      const covered: string[] = [];
      for (const fx of [0.05, 0.5, 0.95]) {
        for (const fy of [0.05, 0.5, 0.95]) {
          const x = rect.left + rect.width * fx;
          const y = rect.top + rect.height * fy;
          if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
          const top = document.elementFromPoint(x, y);
          if (top && bar.contains(top)) covered.push(`${x.toFixed(0)},${y.toFixed(0)}`);
        }
      }
      if (covered.length) problems.push(`hidden under the sticky header (header bottom ${box.bottom.toFixed(0)}, element top ${rect.top.toFixed(0)}; covered at ${covered.join(' ')})`);
    }
    return { name, problems };
  }, header);
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused element matches `selector`, looking at every
 * stop on the way with `focusStop`; answers the stops, the last one the target. Fails after `limit` presses.
 */
export async function pressUntil(page: Page, key: 'Tab' | 'Shift+Tab', selector: string, limit = 40): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    stops.push(await focusStop(page));
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return stops;
  }
  throw new Error(`${limit} presses of ${key} did not reach ${selector}; the stops were:\n${stops.map((s) => `  ${s.name}`).join('\n')}`);
}

/** The stops with something wrong, one line each, for an assertion that lists them all. */
export const problemsAt = (stops: FocusStop[]) => stops.filter((s) => s.problems.length).map((s) => `${s.name}: ${s.problems.join('; ')}`);
