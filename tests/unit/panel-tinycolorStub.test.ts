// config/stubs/tinycolor.ts stands in for @ctrl/tinycolor in ProComponents' provider. ProComponents
// derive layout colours with it, and antd hashes those colours into the cache paths that the build's
// antd.css is matched on (config/antdStyles/extract.tsx renders with the real TinyColor), so the stub
// must write exactly TinyColor's strings.
import { TinyColor } from '@ctrl/tinycolor';
import { TinyColor as Stub } from '../../config/stubs/tinycolor';

// antd's seed and derived colours that reach `setAlpha` and `lighten`, and the other forms antd's
// tokens take (rgb, rgba, hex with alpha).
const COLOURS = [
  '#000',
  '#000000',
  '#fff',
  '#ffffff',
  '#1677ff',
  '#001529',
  '#f5f5f5',
  '#fa8c16',
  '#52c41a',
  '#ff4d4f',
  'rgba(0, 0, 0, 0.88)',
  'rgb(22, 119, 255)',
  'rgba(255, 255, 255, 0.65)',
  '#1677ff80',
];
const ALPHAS = [0, 0.02, 0.03, 0.04, 0.06, 0.25, 0.333, 0.6, 0.8, 0.95, 0.999, 1];
const AMOUNTS = [0, 1, 5, 10, 33, 50, 100];

// A fixed pseudo-random walk over the whole colour space (the same every run).
function* randomColours(count: number) {
  let seed = 20261125;
  for (let index = 0; index < count; index++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    yield `#${(seed % 16777216).toString(16).padStart(6, '0')}`;
  }
}

describe("ProComponents' colour helper stand-in", () => {
  it.each(COLOURS)('sets the alpha of %s as TinyColor writes it', (colour) => {
    for (const alpha of ALPHAS)
      expect(new Stub(colour).setAlpha(alpha).toRgbString()).toBe(new TinyColor(colour).setAlpha(alpha).toRgbString());
  });

  it.each(COLOURS)('lightens %s as TinyColor writes it', (colour) => {
    for (const amount of AMOUNTS)
      expect(new Stub(colour).lighten(amount).toHexString()).toBe(new TinyColor(colour).lighten(amount).toHexString());
  });

  it('agrees with TinyColor on two thousand other colours', () => {
    const differences: string[] = [];
    for (const colour of randomColours(2000)) {
      const alpha = [new Stub(colour).setAlpha(0.6).toRgbString(), new TinyColor(colour).setAlpha(0.6).toRgbString()];
      const lighter = [new Stub(colour).lighten(20).toHexString(), new TinyColor(colour).lighten(20).toHexString()];
      if (alpha[0] !== alpha[1] || lighter[0] !== lighter[1]) differences.push(`${colour}: ${alpha} ${lighter}`);
    }
    expect(differences).toEqual([]);
  });

  it('writes rgb() for an opaque colour and keeps a colour that is not lightened', () => {
    expect(new Stub('#1677ff').toRgbString()).toBe('rgb(22, 119, 255)');
    expect(new Stub('#1677ff').lighten(0).toHexString()).toBe('#1677ff');
    expect(new Stub('#1677ff80').toRgbString()).toBe(new TinyColor('#1677ff80').toRgbString());
    expect(new Stub('rgba(0, 0, 0, 0.88)').lighten(10).toRgbString()).toBe(
      new TinyColor('rgba(0, 0, 0, 0.88)').lighten(10).toRgbString(),
    );
  });
});
