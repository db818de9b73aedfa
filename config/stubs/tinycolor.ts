// Stands in for @ctrl/tinycolor in ProComponents' provider (see config/plugins/bundleSurgery.ts), whose `setAlpha` and
// `lighten` are the only use of it on the panel's pages: 37 KB of colour parsing that antd's own
// @ant-design/fast-color, already in the entry script, does as well. It writes the same strings as
// TinyColor (tests/unit/panel-tinycolorStub.test.ts compares them), so the styles ProComponents derive
// from these colours, and the cache paths antd computes from them, stay the same. Colours come in as
// antd's tokens write them (hex, rgb() or rgba()); an hsl() string is parsed by FastColor, which can
// differ from TinyColor by one in a channel.
import { FastColor } from '@ant-design/fast-color';

/** Hue, saturation and lightness, each in [0, 1], of a colour whose channels are in [0, 1]. */
function rgbToHsl(r: number, g: number, b: number) {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h / 6, s, l };
}

/**
 * The `rgb()` of an HSL colour as TinyColor makes it: it passes saturation and lightness on as percent
 * strings, which keeps two decimals of the percent, cut rather than rounded.
 */
function throughHsl(h: number, s: number, l: number): string {
  const percent = (fraction: number) => (fraction >= 1 ? 1 : parseInt(String(fraction * 100 * 100), 10) / 10000);
  const [saturation, lightness] = [percent(s), percent(l)];
  const channel = (p: number, q: number, t: number) => {
    const turn = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (turn < 1 / 6) return p + (q - p) * 6 * turn;
    if (turn < 1 / 2) return q;
    if (turn < 2 / 3) return p + (q - p) * (2 / 3 - turn) * 6;
    return p;
  };
  let rgb = [lightness, lightness, lightness];
  if (saturation !== 0) {
    const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
    const p = 2 * lightness - q;
    rgb = [channel(p, q, h + 1 / 3), channel(p, q, h), channel(p, q, h - 1 / 3)];
  }
  return `rgb(${rgb.map((value) => Math.round(value * 255)).join(',')})`;
}

export class TinyColor {
  private color: FastColor;
  // Kept here unrounded, as TinyColor keeps it: 0.999 is not opaque.
  private alpha: number;

  constructor(color: string) {
    this.color = new FastColor(color);
    this.alpha = this.color.a;
  }

  setAlpha(alpha: number): this {
    this.alpha = Math.min(1, Math.max(0, alpha));
    return this;
  }

  /** A new colour, `amount` percent lighter in HSL, by TinyColor's arithmetic (see `throughHsl`). */
  lighten(amount = 10): TinyColor {
    const { r, g, b } = this.color.toRgb();
    const { h, s, l } = rgbToHsl(r / 255, g / 255, b / 255);
    return new TinyColor(throughHsl(h, s, Math.min(1, Math.max(0, l + amount / 100)))).setAlpha(this.alpha);
  }

  /** TinyColor's form: `rgb(r, g, b)`, or `rgba(r, g, b, a)` with the alpha to two decimals. */
  toRgbString(): string {
    const { r, g, b } = this.color.toRgb();
    const rgb = `${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}`;
    return this.alpha === 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${Math.round(this.alpha * 100) / 100})`;
  }

  /** Six hex digits, without the alpha, as TinyColor writes it. */
  toHexString(): string {
    return this.color.setA(1).toHexString();
  }
}
