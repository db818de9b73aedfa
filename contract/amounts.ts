// Amounts as both sides show them: the panel's screens and the server's emails. Amounts arrive as
// exact decimal strings and are only ever reformatted as text, never parsed into a JavaScript number,
// so no digit is lost (18-decimal YU amounts included).
import { AMOUNT_UNIT_DECIMALS, type AmountUnit } from './vocabulary';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const UNIT_DECIMALS: ReadonlyMap<string, number> = new Map(Object.entries(AMOUNT_UNIT_DECIMALS));

/** The decimals an amount in `unit` is shown with; undefined for a unit without one (shown exact). */
export const unitDecimals = (unit: AmountUnit | string): number | undefined => UNIT_DECIMALS.get(unit);

/** Adds one to a string of digits: "0999" → "1000", "99" → "100". */
function incrementDigits(digits: string): string {
  const result = digits.split('');
  for (let index = result.length - 1; index >= 0; index -= 1) {
    if (result[index] !== '9') {
      result[index] = String(Number(result[index]) + 1);
      return result.join('');
    }
    result[index] = '0';
  }
  return `1${result.join('')}`;
}

/** Whole and fraction digits rounded half-up (away from zero) to `places` decimals, on the digits themselves. */
function roundDigits(whole: string, fraction: string, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, places)}`;
  const rounded = fraction[places] >= '5' ? incrementDigits(kept) : kept;
  const wholeLength = rounded.length - places;
  return [rounded.slice(0, wholeLength), rounded.slice(wholeLength)];
}

/**
 * An exact decimal string as shown: `"1234567.50000000"` → `"1,234,567.5"`, trailing zeros dropped,
 * thousands grouped. With a unit that has a precision (AMOUNT_UNIT_DECIMALS), rounded half-up to it
 * first: `("4333.333333333333333333", "YU")` → `"4,333.33"`. A missing figure is "-"; anything not a
 * decimal is returned as given.
 */
export function formatDecimal(value: string | null | undefined, unit?: AmountUnit | string): string {
  if (value === null || value === undefined || value === '') return '-';
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign, digits, decimals = ''] = match;
  const places = unit === undefined ? undefined : unitDecimals(unit);
  const [whole, fraction] = places === undefined ? [digits, decimals] : roundDigits(digits, decimals, places);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmedFraction = fraction.replace(/0+$/, '');
  // "-0.001" YU rounds to zero, which has no sign.
  const shownSign = /[1-9]/.test(grouped) || trimmedFraction ? sign : '';
  return `${shownSign}${grouped}${trimmedFraction ? `.${trimmedFraction}` : ''}`;
}
