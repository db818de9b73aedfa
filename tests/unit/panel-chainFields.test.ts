import {
  formatRule,
  isBtcAmount,
  isBtcBalance,
  isBtcTxHash,
  isEthTxHash,
  isEvmAddress,
  looksLikeBtcAddress,
  shortenHash,
} from '../../src/utils/chainFields';
import { formatCountdown, secondsUntil } from '../../src/utils/countdown';
import { newIdempotencyKey } from '../../src/utils/idempotencyKey';

const hex64 = `${'a'.repeat(32)}0123456789ABCDEF0123456789abcdef`;

describe('panel chain field checks (mirroring the server)', () => {
  it.each(['1', '0.00000001', '12.5', '20999999.99999999', ' 0.1 '])('accepts the BTC amount %p', (value) =>
    expect(isBtcAmount(value)).toBe(true),
  );

  it.each(['0', '0.0', '0.00000000', '-1', '1.123456789', '01', '1.', '.5', '1e3', '100000000', 'abc', ''])(
    'refuses the BTC amount %p',
    (value) => expect(isBtcAmount(value)).toBe(false),
  );

  it('accepts a zero BTC balance but not more than 8 decimals', () => {
    expect(isBtcBalance('0')).toBe(true);
    expect(isBtcBalance('10.5')).toBe(true);
    expect(isBtcBalance('0.123456789')).toBe(false);
    expect(isBtcBalance('-1')).toBe(false);
  });

  it('takes a BTC transaction hash as exactly 64 hexadecimal characters, without 0x', () => {
    expect(isBtcTxHash(hex64)).toBe(true);
    expect(isBtcTxHash(hex64.slice(1))).toBe(false);
    expect(isBtcTxHash(`${hex64}0`)).toBe(false);
    expect(isBtcTxHash(`0x${hex64}`)).toBe(false);
    expect(isBtcTxHash(`${hex64.slice(1)}g`)).toBe(false);
  });

  it('takes an ETH transaction hash as 0x and 64 hexadecimal characters', () => {
    expect(isEthTxHash(`0x${hex64}`)).toBe(true);
    expect(isEthTxHash(hex64)).toBe(false);
    expect(isEthTxHash(`0x${hex64.slice(2)}`)).toBe(false);
    expect(isEthTxHash(`0x${hex64.slice(1)}z`)).toBe(false);
  });

  it('takes an EVM address as 0x and 40 hexadecimal characters', () => {
    expect(isEvmAddress(`0x${'ab'.repeat(20)}`)).toBe(true);
    expect(isEvmAddress(`0x${'ab'.repeat(19)}`)).toBe(false);
    expect(isEvmAddress('ab'.repeat(20))).toBe(false);
  });

  it('recognises the shape of bech32 and base58 BTC addresses of any network', () => {
    expect(looksLikeBtcAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(looksLikeBtcAddress('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBe(true);
    expect(looksLikeBtcAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(looksLikeBtcAddress('bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
    expect(looksLikeBtcAddress(`0x${'ab'.repeat(20)}`)).toBe(false);
    expect(looksLikeBtcAddress('not an address')).toBe(false);
  });

  it('leaves an empty value to the required rule and rejects a bad one with the given message', async () => {
    const rule = formatRule(isBtcAmount, 'bad amount') as {
      validator: (rule: unknown, value: unknown) => Promise<void>;
    };
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
    await expect(rule.validator({}, '0.5')).resolves.toBeUndefined();
    await expect(rule.validator({}, '0.123456789')).rejects.toThrow('bad amount');
  });

  it('shortens long hashes around an ellipsis and keeps short values whole', () => {
    expect(shortenHash(`0x${hex64}`)).toBe('0xaaaa…cdef');
    expect(shortenHash('short')).toBe('short');
  });
});

describe('panel countdown', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z');

  it('counts whole seconds left, rounding up, and never below zero', () => {
    expect(secondsUntil('2026-01-01T00:00:10.000Z', now)).toBe(10);
    expect(secondsUntil('2026-01-01T00:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2025-12-31T23:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a time', now)).toBe(0);
  });

  it('formats days apart from an hh:mm:ss clock', () => {
    expect(formatCountdown(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(formatCountdown(59)).toEqual({ days: 0, clock: '00:00:59' });
    expect(formatCountdown(3600 + 61)).toEqual({ days: 0, clock: '01:01:01' });
    expect(formatCountdown(86400 + 2 * 3600 + 3 * 60 + 4)).toEqual({ days: 1, clock: '02:03:04' });
    expect(formatCountdown(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('panel idempotency keys', () => {
  it('makes a new 32-hex key each time, within the server header rule', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
