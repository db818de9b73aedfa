// Message ids are typed (src/locales/intl.ts): the type-check of `npm test` compiles this file, so each
// `@ts-expect-error` below fails it the day a misspelt id or one from another prefix is accepted.
import type { IdsUnder, MessageId, StemsOf } from '../../src/locales/intl';
import zhCN from '../../src/locales/zh-CN';

const title: IdsUnder<'pages.news'> = 'title';
const nested: IdsUnder<'pages.selfCustody'> = 'withdraw.refundConfirm.title';
const requiredField: StemsOf<IdsUnder<'pages.selfCustody.deposit'>, 'required'> = 'type';
// @ts-expect-error a misspelt id is no message id
const misspelt: MessageId = 'pages.news.titel';
// @ts-expect-error an id of another area is not under this prefix
const elsewhere: IdsUnder<'pages.news'> = 'platform';
// @ts-expect-error a field without a required message has no stem
const notRequired: StemsOf<IdsUnder<'pages.selfCustody.deposit'>, 'required'> = 'createdAt';

describe('typed message ids', () => {
  const ids = Object.keys(zhCN);

  it('accept the ids the messages define, under their prefix', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        `pages.news.${title}`,
        `pages.selfCustody.${nested}`,
        `pages.selfCustody.deposit.${requiredField}.required`,
      ]),
    );
  });

  it('refuse ids the messages lack (the type-check fails on each above)', () => {
    expect(ids).not.toContain(misspelt);
    expect(ids).not.toContain(`pages.news.${elsewhere}`);
    expect(ids).not.toContain(`pages.selfCustody.deposit.${notRequired}.required`);
  });
});
