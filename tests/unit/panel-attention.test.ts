import fc from 'fast-check';
import { OPERATION_KINDS } from '../../contract/vocabulary';
import type { HomeAttention } from '../../src/services/home';
import { attentionCount, followsAnything } from '../../src/utils/attention';

const price = (stale: boolean) => ({ stale, observedAt: null, ageSeconds: null, maxAgeSeconds: 3600 });

describe("the bell's count", () => {
  it('adds each approval, each untreated feedback and a stale price as one', () => {
    const attention: HomeAttention = {
      approvals: [
        { kind: 'mint', count: 2 },
        { kind: 'refund', count: 1 },
      ],
      untreatedFeedback: 3,
      btcPrice: price(true),
    };
    expect(attentionCount(attention)).toBe(7);
    expect(attentionCount({ ...attention, btcPrice: price(false) })).toBe(6);
  });

  it('is what the parts add up to, whatever the administrator may see', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(fc.record({ kind: fc.constantFrom(...OPERATION_KINDS), count: fc.nat(50) }))),
        fc.option(fc.nat(500)),
        fc.option(fc.boolean()),
        (approvals, untreatedFeedback, stale) => {
          const attention: HomeAttention = {
            approvals,
            untreatedFeedback,
            btcPrice: stale === null ? null : price(stale),
          };
          const sum = (approvals ?? []).reduce((total, { count }) => total + count, 0);
          expect(attentionCount(attention)).toBe(sum + (untreatedFeedback ?? 0) + (stale ? 1 : 0));
          expect(followsAnything(attention)).toBe(approvals !== null || untreatedFeedback !== null || stale !== null);
        },
      ),
    );
  });

  it('shows no bell to an administrator for whom nothing can await', () => {
    expect(followsAnything({ approvals: null, untreatedFeedback: null, btcPrice: null })).toBe(false);
    expect(followsAnything({ approvals: [], untreatedFeedback: null, btcPrice: null })).toBe(true);
  });
});
