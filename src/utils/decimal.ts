// Amounts arrive as exact decimal strings and are only ever reformatted as text, never parsed into
// a JavaScript number, so no digit is lost (18-decimal YU amounts included).

/** `"1234567.50000000"` as `"1,234,567.5"`: trailing zeros dropped, thousands grouped; anything not a decimal is returned as given. */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${trimmedFraction ? `.${trimmedFraction}` : ''}`;
}

/** A whole count, grouped as the interface language writes numbers. */
export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
