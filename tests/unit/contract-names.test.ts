// Single-line names (contract/names.ts): what a name may hold, and how a person's text is quoted in an email.
import fc from 'fast-check';
import { quotedForMail, singleLineNameProblem } from '../../contract/names';

const ONE_LINE = 'oneLine';
const INVISIBLE = 'visible';

describe('a single-line name', () => {
  it.each([
    ['Cora Custody', null],
    ['张三', null],
    ['José Ñúñez-O’Brien', null],
    ['Ops (night)', null],
    ['', null],
    ['Cora\nSECURITY NOTICE', ONE_LINE],
    ['Cora\r\nx', ONE_LINE],
    ['tab\there', ONE_LINE],
    ['NEL\u0085x', ONE_LINE],
    ['line\u2028separator', ONE_LINE],
    ['paragraph\u2029separator', ONE_LINE],
    ['admin\u202egnp.exe', ONE_LINE],
    ['isolate\u2066x\u2069', ONE_LINE],
    ['mark\u200fx', ONE_LINE],
    ['\u200b\u200b', INVISIBLE],
    ['\u3164', INVISIBLE],
    ['\u00ad\u2060\ufeff', INVISIBLE],
    ['\u{e0041}\u{e0042}', INVISIBLE],
    ['\u00a0\u3000', INVISIBLE],
  ])('%j: %s', (name, problem) => {
    expect(singleLineNameProblem(name)).toBe(problem);
  });
});

describe('a value quoted for an email', () => {
  it('is one quoted line whatever it holds, and reads back as the value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const quoted = quotedForMail(value);
        expect(quoted).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u);
        expect(quoted.startsWith('"') && quoted.endsWith('"')).toBe(true);
        // Its escapes are JSON's: the quoted text is the value, written so that nothing of it acts.
        expect(JSON.parse(quoted)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a hostile name's paragraph inside its quotes", () => {
    expect(quotedForMail('Cora Custody\n\nSECURITY NOTICE: re-approve at https://evil.example/login')).toBe(
      '"Cora Custody\\u000a\\u000aSECURITY NOTICE: re-approve at https://evil.example/login"',
    );
  });
});
