// The panel's antd theme (.umirc.ts gives it to antd's ConfigProvider; config/antdStyles/extract.tsx renders
// the build's stylesheet under it, so that both name their styles alike).
//
// Ant Design's default colours put text at less than the 4.5:1 contrast WCAG asks of body text (axe-core's
// `color-contrast`): the blue of links, primary buttons and selected menu entries is 4.1:1 against white,
// the red of danger actions 3.3:1, secondary text (empty states, descriptions' labels, subtitles) 3.4:1, and
// green and gold text on their tags or on white about 2:1. Each is taken here one step darker in Ant
// Design's own palettes, hover states included (the pointer rests on what was just clicked), so the panel
// keeps Ant Design Pro's look. Fills that carry no text (badge dots, icons, alerts' backgrounds) keep
// antd's colours.
import type { ThemeConfig } from 'antd';

/** Ant Design's blue-7: 6.2:1 on white, 5.5:1 on its own light background. */
const BLUE = '#0958d9';
/** The hover of blue (antd's lighter step failed): 5.2:1 on white, 4.6:1 on the light background. */
const BLUE_HOVER = '#1668dc';
/** Ant Design's red-7: 5.6:1 on white, 4.8:1 on its own light background. */
const RED = '#cf1322';
/** Green-8 and gold-8, for text only: 5.4:1 and 6.5:1 on their light backgrounds. */
const GREEN_TEXT = '#237804';
const GOLD_TEXT = '#874d00';

export const PANEL_THEME: ThemeConfig = {
  token: {
    colorPrimary: BLUE,
    colorPrimaryHover: BLUE_HOVER,
    colorPrimaryTextHover: BLUE_HOVER,
    // Links (and link buttons, row actions) take their colour from info.
    colorInfo: BLUE,
    colorLinkHover: BLUE_HOVER,
    colorError: RED,
    colorErrorHover: RED,
    colorErrorTextHover: RED,
    colorSuccessText: GREEN_TEXT,
    colorWarningText: GOLD_TEXT,
    // Secondary text at 4.7:1 on white instead of 45% black's 3.4:1 (antd's secondary text, one step darker, is 65%).
    colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // A status tag writes its text in the status colour on that colour's light background.
    Tag: { colorSuccess: GREEN_TEXT, colorWarning: GOLD_TEXT, gold7: GOLD_TEXT },
  },
};
