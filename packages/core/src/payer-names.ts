/**
 * Payers' names as banks write them (a slip's sender, a callback's payer, a statement's payer
 * column) against each other and against a buyer's name: pure, so the statement matcher and the
 * claim of a transfer read names by one rule.
 */

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'นาย', 'นาง', 'นางสาว', 'น.ส.', 'นส', 'ด.ช.', 'ด.ญ.']);
const nameTokens = (name: string) => name.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter((t) => t && !TITLES.has(t));

/**
 * Whether a payer's name, as a statement writes it, is the buyer's: each of its words is one of
 * the buyer's, in order, but the last may be cut short as banks do ("MR SOMCHAI J" for Somchai
 * Jaidee); titles aside, and at least one whole word of three letters or more.
 */
export function sameName(payer: string, buyer: string): boolean {
  const words = nameTokens(payer);
  const theirs = nameTokens(buyer);
  if (!words.length || words.length > theirs.length) return false;
  const whole = words.slice(0, -1);
  const last = words.at(-1)!;
  return whole.every((w, i) => theirs[i] === w) && theirs[words.length - 1]!.startsWith(last) && (whole.some((w) => w.length >= 3) || theirs[words.length - 1] === last);
}

const THAI = /[\u0E00-\u0E7F]/;
/** A word a bank masked ("xxxx", "***"): it may be any word. */
const masked = (word: string) => /^(?:x+|[*•#]+)$/.test(word);
/**
 * Whether two ways the banks wrote a payer's name can be one person: false only when both are
 * written in one script and differ (a word before the last differs, or neither last word is the
 * other's start, as banks cut it short: "MR SOMCHAI J" and "Somchai Jaidee" can be one); null when
 * either is missing or they are in different scripts (a slip in Thai, a statement in English),
 * which tells nothing.
 */
export function samePayer(a: string | null | undefined, b: string | null | undefined): boolean | null {
  const x = a ? nameTokens(a) : [];
  const y = b ? nameTokens(b) : [];
  if (!x.length || !y.length || THAI.test(x.join('')) !== THAI.test(y.join(''))) return null;
  const n = Math.min(x.length, y.length);
  const fits = (p: string, q: string, last: boolean) => masked(p) || masked(q) || p === q || (last && (p.startsWith(q) || q.startsWith(p)));
  for (let i = 0; i < n; i++) if (!fits(x[i]!, y[i]!, i === n - 1)) return false;
  return true;
}
