/**
 * OWASP's CSV-injection rule: Excel, LibreOffice and Google Sheets take a cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return for a formula, and a formula can fetch a URL
 * with the sheet's data (HYPERLINK, WEBSERVICE) or, in old Excel, run a command (DDE). Text a
 * person typed (a name, an address, a note) gets a leading single quote, so the sheet shows it
 * as text. The full-width forms are included: some Excel locales read `＝` as `=`.
 *
 * Only for text from people: amounts and dates the server formats itself are written as they
 * are, so a refund of `-150.00` stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

export function spreadsheetText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * Records on their way to a CSV a browser writes (react-admin's list export): every string, at
 * any depth, through spreadsheetText; numbers, booleans and nulls as they are.
 */
export function spreadsheetValues<T>(value: T): T {
  if (typeof value === 'string') return spreadsheetText(value) as T;
  if (Array.isArray(value)) return value.map(spreadsheetValues) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spreadsheetValues(v)])) as T;
  }
  return value;
}
