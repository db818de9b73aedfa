import fc from 'fast-check';
import { formatDecimal, isZeroDecimal, unitDecimals } from '../../src/utils/decimal';

describe('panel exact decimals', () => {
  it('groups thousands and drops trailing zeros without going through a number', () => {
    expect(formatDecimal('1234567.50000000')).toBe('1,234,567.5');
    expect(formatDecimal('0.00000000')).toBe('0');
    expect(formatDecimal('12345678901234567890.123456789012345678')).toBe(
      '12,345,678,901,234,567,890.123456789012345678',
    );
    expect(formatDecimal('-1000.10')).toBe('-1,000.1');
    expect(formatDecimal('150.0000')).toBe('150');
  });

  it('shows a dash for a missing figure and anything else as given', () => {
    expect(formatDecimal(null)).toBe('-');
    expect(formatDecimal('')).toBe('-');
    expect(formatDecimal('n/a')).toBe('n/a');
    expect(formatDecimal('n/a', 'YU')).toBe('n/a');
    expect(formatDecimal('1e-7', 'BTC')).toBe('1e-7');
    expect(formatDecimal('1,000.5', 'YU')).toBe('1,000.5');
  });
});

describe('amounts at their unit precision', () => {
  it('knows each unit of the product: BTC and YBTC to 8 decimals, the stablecoins to 2', () => {
    expect(['BTC', 'YBTC', 'YU', 'USDC', 'USDT'].map(unitDecimals)).toEqual([8, 8, 2, 2, 2]);
    expect(unitDecimals('ETH')).toBeUndefined();
    expect(unitDecimals('toString')).toBeUndefined();
  });

  it('rounds an 18-decimal YU amount to cents', () => {
    expect(formatDecimal('4333.333333333333333333', 'YU')).toBe('4,333.33');
    expect(formatDecimal('4125.123456789012345678', 'YU')).toBe('4,125.12');
    expect(formatDecimal('4125.125000000000000000', 'YU')).toBe('4,125.13');
  });

  it('carries a rounding up through every digit: 0.999999999 BTC is 1 BTC', () => {
    expect(formatDecimal('0.999999999', 'BTC')).toBe('1');
    expect(formatDecimal('999999.999', 'YU')).toBe('1,000,000');
    expect(formatDecimal('9.995', 'USDC')).toBe('10');
    expect(formatDecimal('1.099999999', 'YBTC')).toBe('1.1');
  });

  it('rounds a tie half-up, away from zero, and anything below it down', () => {
    expect(formatDecimal('0.005', 'YU')).toBe('0.01');
    expect(formatDecimal('0.0049999999', 'YU')).toBe('0');
    expect(formatDecimal('0.000000005', 'BTC')).toBe('0.00000001');
    expect(formatDecimal('0.000000004999', 'BTC')).toBe('0');
    expect(formatDecimal('-0.005', 'YU')).toBe('-0.01');
  });

  it('keeps the sign of a negative amount, and drops it once it rounds to zero', () => {
    expect(formatDecimal('-1234.5678', 'YU')).toBe('-1,234.57');
    expect(formatDecimal('-0.999999999', 'BTC')).toBe('-1');
    expect(formatDecimal('-0.001', 'YU')).toBe('0');
  });

  it('leaves an amount already within its precision as it is, trailing zeros trimmed', () => {
    expect(formatDecimal('1.50000000', 'BTC')).toBe('1.5');
    expect(formatDecimal('20999999.99999999', 'BTC')).toBe('20,999,999.99999999');
    expect(formatDecimal('12', 'YU')).toBe('12');
  });

  it('shows an amount in a unit without a precision exact', () => {
    expect(formatDecimal('1.123456789012345678', 'ETH')).toBe('1.123456789012345678');
  });

  it('tells a zero decimal from any other', () => {
    expect(['0', '0.00', '-0.0', '000'].every(isZeroDecimal)).toBe(true);
    expect(['0.01', '1', '', 'zero', '-'].some(isZeroDecimal)).toBe(false);
  });

  // The shown figure, read back as a scaled integer, is within half a unit of its last place of the
  // exact value, and a tie goes away from zero.
  const decimal = fc
    .tuple(
      fc.boolean(),
      fc.stringMatching(/^(0|[1-9]\d{0,24})$/),
      fc.option(fc.stringMatching(/^\d{1,22}$/), { nil: undefined }),
    )
    .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
  const scaled = (text: string, places: number) => {
    const [whole, fraction = ''] = text.replace(/,/g, '').replace('-', '').split('.');
    const magnitude = BigInt(`${whole}${fraction.padEnd(places, '0')}`);
    return text.startsWith('-') ? -magnitude : magnitude;
  };
  it.each(['BTC', 'YU'])('rounds every %s amount to within half a unit of its last shown place', (unit) => {
    const places = unitDecimals(unit) as number;
    fc.assert(
      fc.property(decimal, (value) => {
        const shown = formatDecimal(value, unit);
        const fine = 30;
        const difference = scaled(shown, fine) - scaled(value, fine);
        const half = 5n * 10n ** BigInt(fine - places - 1);
        const distance = difference < 0n ? -difference : difference;
        expect(distance <= half).toBe(true);
        // A tie rounds away from zero: the shown figure is then at least as far from zero as the exact one.
        if (distance === half && distance !== 0n)
          expect(value.startsWith('-') ? difference < 0n : difference > 0n).toBe(true);
        expect((shown.split('.')[1] ?? '').length).toBeLessThanOrEqual(places);
      }),
      { numRuns: 500 },
    );
  });
});
