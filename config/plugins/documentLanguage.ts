// The document's language in index.html, for what a screen reader or a translator meets before the panel's
// script runs: the locale plugin's default. From then on src/utils/locale.ts's applyLocale sets the language
// shown, on start and on every switch.
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', (api.config.locale as { default: string }).default);
    return $;
  });
};
