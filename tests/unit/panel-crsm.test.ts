import {
  ageParts,
  compareDecimals,
  crsmOrderViolations,
  groupDigits,
  isEvmAddress,
  isPercent,
  isYbtcAmount,
  isYuAmount,
} from '../../src/utils/crsm';

describe('CRSM figures in the panel', () => {
  it.each([
    ['110', '110.00', 0],
    ['110.01', '110.1', -1],
    ['99.99', '100', -1],
    ['1000', '999.99', 1],
    ['0.1', '0.10', 0],
    ['130', '0130', 0],
    ['150', '149.999999999999999999', 1],
  ] as const)('compares %s with %s exactly: %d', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });

  it('names each ordering violation on its own field', () => {
    expect(crsmOrderViolations({ trgcr: '130', tarcr: '150', maxTarcr: '170' }, '110')).toEqual({});
    expect(crsmOrderViolations({ trgcr: '110', tarcr: '150', maxTarcr: '170' }, '110')).toEqual({
      trgcr: 'trgcrNotAboveMcr',
    });
    expect(crsmOrderViolations({ trgcr: '130', tarcr: '130', maxTarcr: '170' }, '110')).toEqual({
      tarcr: 'tarcrNotAboveTrgcr',
    });
    expect(crsmOrderViolations({ trgcr: '130', tarcr: '150', maxTarcr: '149.99' }, '110')).toEqual({
      maxTarcr: 'maxTarcrBelowTarcr',
    });
    expect(crsmOrderViolations({ trgcr: '130', tarcr: '150', maxTarcr: '150' }, '110')).toEqual({});
    expect(crsmOrderViolations({ trgcr: '100', tarcr: '90', maxTarcr: '80' }, '110')).toEqual({
      trgcr: 'trgcrNotAboveMcr',
      tarcr: 'tarcrNotAboveTrgcr',
      maxTarcr: 'maxTarcrBelowTarcr',
    });
    // Malformed values are the format rule's business, not the ordering's.
    expect(crsmOrderViolations({ trgcr: '130.125', tarcr: '120' }, '110')).toEqual({});
  });

  it('accepts percentages with at most 2 decimals, positive amounts and EVM addresses', () => {
    expect(['130', '112.5', '150.25'].every(isPercent)).toBe(true);
    expect(['130.125', '-1', '1e2', '', '01'].some(isPercent)).toBe(false);
    expect(isYbtcAmount('0.00000001')).toBe(true);
    expect(['0', '0.000000001', '-1'].some(isYbtcAmount)).toBe(false);
    expect(isYuAmount('200')).toBe(true);
    expect(isYuAmount('0')).toBe(false);
    expect(isEvmAddress(`0x${'aB'.repeat(20)}`)).toBe(true);
    expect(isEvmAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
  });

  it('formats figures', () => {
    expect(groupDigits('1234567.5')).toBe('1,234,567.5');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('65000123456780000.00')).toBe('65,000,123,456,780,000.00');
    expect(ageParts(59)).toEqual([59, 'seconds']);
    expect(ageParts(3599)).toEqual([59, 'minutes']);
    expect(ageParts(7200)).toEqual([2, 'hours']);
    expect(ageParts(200_000)).toEqual([2, 'days']);
  });
});
