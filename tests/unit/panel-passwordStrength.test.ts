import { PASSWORD_MIN_LENGTH, passwordStrength } from '../../src/utils/password';

describe('password strength hint', () => {
  it.each([
    ['', 'empty'],
    ['Ab1!xyz', 'shorter than the minimum, however varied'],
    ['aaaaaaaaaaaaaaaaaaaa', 'long but one character repeated'],
    ['abababab12', 'long enough but only three distinct characters and a digit'],
    ['password', 'one kind of character, minimum length'],
  ])('rates %p weak (%s)', (password) => {
    expect(passwordStrength(password)).toBe('weak');
  });

  it.each([
    ['password1', 'two kinds of characters'],
    ['Password1!', 'four kinds but under 12 characters'],
    ['abcdefghijkl', 'one kind but 12 characters'],
  ])('rates %p medium (%s)', (password) => {
    expect(passwordStrength(password)).toBe('medium');
  });

  it.each([
    ['Tr0ub4dor&3x', '12 characters of four kinds'],
    ['correct horse battery staple', 'a long passphrase of words and spaces'],
    ['admin password 1', 'letters, spaces and a digit, 16 characters'],
  ])('rates %p strong (%s)', (password) => {
    expect(passwordStrength(password)).toBe('strong');
  });

  it('never rates a password below the minimum length above weak', () => {
    expect(passwordStrength('Zq9!Zq9'.slice(0, PASSWORD_MIN_LENGTH - 1))).toBe('weak');
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(passwordStrength('密码密码密码密')).toBe('weak');
    expect(passwordStrength('一二三四五六七八九十百千')).toBe('medium');
  });
});
