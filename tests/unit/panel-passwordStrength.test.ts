import { PASSWORD_MIN_LENGTH, passwordStrength } from '../../src/utils/password';

describe('password strength hint', () => {
  it.each([
    ['', 'weak', 'empty'],
    ['Ab1!xyz', 'weak', 'shorter than the minimum, however varied'],
    ['aaaaaaaaaaaaaaaaaaaa', 'weak', 'long but one character repeated'],
    ['abababab12', 'weak', 'long enough but only three distinct characters and a digit'],
    ['password', 'weak', 'one kind of character, minimum length'],
    ['password1', 'medium', 'two kinds of characters'],
    ['Password1!', 'medium', 'four kinds but under 12 characters'],
    ['abcdefghijkl', 'medium', 'one kind but 12 characters'],
    ['Tr0ub4dor&3x', 'strong', '12 characters of four kinds'],
    ['correct horse battery staple', 'strong', 'a long passphrase of words and spaces'],
    ['admin password 1', 'strong', 'letters, spaces and a digit, 16 characters'],
  ])('rates %p %s (%s)', (password, rating) => {
    expect(passwordStrength(password)).toBe(rating);
  });

  it('never rates a password below the minimum length above weak', () => {
    expect(passwordStrength('Zq9!Zq9'.slice(0, PASSWORD_MIN_LENGTH - 1))).toBe('weak');
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(passwordStrength('密码密码密码密')).toBe('weak');
    expect(passwordStrength('一二三四五六七八九十百千')).toBe('medium');
  });
});
