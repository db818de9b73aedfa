// Checks and formatting of the CRSM figures, on exact decimal strings (never JavaScript numbers).

const PERCENT = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;
const YBTC_AMOUNT = /^(0|[1-9]\d{0,7})(\.\d{1,8})?$/;
const TOKEN_AMOUNT = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A percentage with at most 2 decimals, as the creation form takes it. */
export const isPercent = (value: string) => PERCENT.test(value.trim());
/** A positive YBTC amount with at most 8 decimals. */
export const isYbtcAmount = (value: string) => YBTC_AMOUNT.test(value.trim()) && /[1-9]/.test(value);
/** A positive YU amount with at most 18 decimals. */
export const isYuAmount = (value: string) => TOKEN_AMOUNT.test(value.trim()) && /[1-9]/.test(value);
/** An EVM account address: 0x and 40 hexadecimal characters. */
export const isEvmAddress = (value: string) => EVM_ADDRESS.test(value.trim());

function splitDecimal(value: string): [string, string] {
  const [whole, fraction = ''] = value.trim().split('.');
  return [whole.replace(/^0+(?=\d)/, ''), fraction.replace(/0+$/, '')];
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [wholeA, fractionA] = splitDecimal(a);
  const [wholeB, fractionB] = splitDecimal(b);
  if (wholeA.length !== wholeB.length) return wholeA.length < wholeB.length ? -1 : 1;
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1;
  const width = Math.max(fractionA.length, fractionB.length);
  const [paddedA, paddedB] = [fractionA.padEnd(width, '0'), fractionB.padEnd(width, '0')];
  if (paddedA === paddedB) return 0;
  return paddedA < paddedB ? -1 : 1;
}

/** Thousands separators on the whole part of a ratio as sent, its decimals kept: "1234567.50" → "1,234,567.50" (amounts: formatDecimal). */
export function groupDigits(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export type CrsmOrderViolation = 'trgcrNotAboveMcr' | 'tarcrNotAboveTrgcr' | 'maxTarcrBelowTarcr';

/**
 * The rule MCR < TRGCR < TARCR <= MAX_TARCR, for the values that are well-formed: which
 * comparison fails for which field (the server checks the same).
 */
export function crsmOrderViolations(
  values: { trgcr?: string; tarcr?: string; maxTarcr?: string },
  mcr: string | undefined,
): Partial<Record<'trgcr' | 'tarcr' | 'maxTarcr', CrsmOrderViolation>> {
  const ok = (value?: string): value is string => typeof value === 'string' && isPercent(value);
  const violations: Partial<Record<'trgcr' | 'tarcr' | 'maxTarcr', CrsmOrderViolation>> = {};
  if (ok(values.trgcr) && mcr !== undefined && compareDecimals(values.trgcr, mcr) <= 0)
    violations.trgcr = 'trgcrNotAboveMcr';
  if (ok(values.tarcr) && ok(values.trgcr) && compareDecimals(values.tarcr, values.trgcr) <= 0)
    violations.tarcr = 'tarcrNotAboveTrgcr';
  if (ok(values.maxTarcr) && ok(values.tarcr) && compareDecimals(values.maxTarcr, values.tarcr) < 0)
    violations.maxTarcr = 'maxTarcrBelowTarcr';
  return violations;
}

/** How long ago, in the largest whole unit: [count, unit]. */
export function ageParts(seconds: number): [number, 'seconds' | 'minutes' | 'hours' | 'days'] {
  if (seconds < 60) return [seconds, 'seconds'];
  if (seconds < 3600) return [Math.floor(seconds / 60), 'minutes'];
  if (seconds < 86_400) return [Math.floor(seconds / 3600), 'hours'];
  return [Math.floor(seconds / 86_400), 'days'];
}

/** An ICR as shown: "∞" without debt, "-" without a price, else the percentage. */
export function formatIcr(icr: string | null, unbounded: boolean): string {
  if (unbounded) return '∞';
  return icr === null ? '-' : `${groupDigits(icr)}%`;
}
