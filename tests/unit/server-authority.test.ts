import {
  covers,
  firstRefusal,
  mayActAs,
  mayActUpon,
  mayGrant,
  permissionsBeyond,
  refuse,
  ALLOWED,
} from '../../server/src/permissions/authority';
import { holding, SUPER } from '../support/authority';

describe('what an actor covers', () => {
  it('covers a holding that holds nothing the actor does not, whatever the actor holds besides', () => {
    expect(covers(holding(['news', 'news:create', 'feedback']), holding(['news', 'news:create']))).toBe(true);
    expect(covers(holding(['news']), holding([]))).toBe(true);
  });

  it('names what the target holds beyond the actor, sorted', () => {
    expect(permissionsBeyond(holding(['news']), holding(['news', 'withdrawals:confirm', 'audit:read']))).toEqual([
      'audit:read',
      'withdrawals:confirm',
    ]);
  });

  it('puts a super holding beyond every non-super actor, and everything within a super actor', () => {
    expect(covers(holding(['news', 'admins:update']), SUPER)).toBe(false);
    expect(covers(SUPER, SUPER)).toBe(true);
    expect(covers(SUPER, holding(['withdrawals:confirm']))).toBe(true);
  });
});

describe('acting upon, acting as, granting', () => {
  const officer = holding(['selfCustody.withdraw', 'withdrawals:confirm', 'admins:create']);

  it('refuses acting upon what holds more, saying what, and a super target with its own code', () => {
    expect(mayActUpon(holding(['news']), holding(['news', 'feedback']))).toMatchObject({
      allowed: false,
      code: 'TARGET_EXCEEDS_OWN',
      params: { codes: 'feedback' },
    });
    expect(mayActUpon(holding(['news']), SUPER)).toMatchObject({ allowed: false, code: 'SUPER_ADMIN_REQUIRED' });
    expect(mayActUpon(officer, holding(['withdrawals:confirm'])).allowed).toBe(true);
  });

  it('refuses a non-super actor acting as a money approver even when it holds the same codes', () => {
    expect(mayActAs(officer, holding(['withdrawals:confirm']))).toMatchObject({
      allowed: false,
      code: 'MONEY_APPROVER_SUPER_ONLY',
    });
    expect(mayActAs(officer, holding(['selfCustody.withdraw'])).allowed).toBe(true);
    expect(mayActAs(SUPER, holding(['withdrawals:confirm', 'crsm:create'])).allowed).toBe(true);
  });

  it('grants only what the actor holds, and money approval only from a super administrator', () => {
    expect(mayGrant(officer, holding(['feedback']))).toMatchObject({
      allowed: false,
      code: 'GRANT_EXCEEDS_OWN',
      params: { codes: 'feedback' },
    });
    expect(mayGrant(officer, holding(['withdrawals:confirm']))).toMatchObject({
      allowed: false,
      code: 'MONEY_APPROVER_SUPER_ONLY',
    });
    expect(mayGrant(officer, holding(['selfCustody.withdraw'])).allowed).toBe(true);
    expect(mayGrant(SUPER, holding(['withdrawals:confirm'])).allowed).toBe(true);
  });

  it('answers the first refusal and asks no rule after it', () => {
    const asked: string[] = [];
    const rule = (name: string, allowed: boolean) => () => {
      asked.push(name);
      return allowed ? ALLOWED : refuse('FORBIDDEN', name);
    };
    expect(firstRefusal(rule('a', true), rule('b', false), rule('c', false))).toMatchObject({
      allowed: false,
      message: 'b',
    });
    expect(asked).toEqual(['a', 'b']);
  });
});
