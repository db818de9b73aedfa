// Amounts are formatted as contract/amounts.ts says, the same on the panel's screens and in the server's emails.
export { formatDecimal, unitDecimals } from '../../contract/amounts';

/** Whether a decimal string is zero ("0", "0.00", "-0.0"); false for anything else. */
export const isZeroDecimal = (value: string) => /^-?0+(\.0+)?$/.test(value.trim());

/** A whole count, grouped as the interface language writes numbers. */
export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
