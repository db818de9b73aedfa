import { httpUrlRule, isHttpUrl } from '../../src/utils/url';

describe('panel http(s) addresses', () => {
  it('accepts absolute http and https addresses, with surrounding spaces', () => {
    expect(isHttpUrl('https://example.com/news/1')).toBe(true);
    expect(isHttpUrl(' http://example.com ')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '//example.com',
    'example.com',
    42,
    null,
  ])('refuses %p', (value) => expect(isHttpUrl(value)).toBe(false));

  it('leaves an empty value to the required rule and rejects a bad scheme with the given message', async () => {
    const rule = httpUrlRule('http only') as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'https://example.com')).resolves.toBeUndefined();
    await expect(rule.validator({}, 'javascript:alert(1)')).rejects.toThrow('http only');
  });
});
