import enUSEssential from './en-US/essential';
import zhCNEssential from './zh-CN/essential';
import { type AppLocale, appLocaleOf } from '@/utils/locale';

/**
 * Each language's messages download on their own, only for the language shown: Umi's locale plugin
 * bundled both tables in the entry script (config/stubs/noMessages.ts takes their place there). The
 * app loads the current language's before its first render (src/app.tsx `render`, while config.json
 * loads; index.html's head script has already asked for the file, config/plugins/hashRoutePreload.ts),
 * and the language switch loads the other before it switches. Umi's `locale` runtime hook
 * (`withLoadedMessages`, exported from src/app.tsx) hands them to every intl object the plugin makes.
 */
type Messages = Record<string, string>;

const ESSENTIAL: Record<AppLocale, Messages> = { 'zh-CN': zhCNEssential, 'en-US': enUSEssential };

// webpackChunkName: the head script finds each language's file by this name.
const LOADERS: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ './zh-CN'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './en-US'),
};

const loaded: Partial<Record<AppLocale, Messages>> = {};
let firstFailure: unknown;

/** Downloads a language's messages, once; rejects as the download does. */
export async function loadMessages(locale: string): Promise<void> {
  const language = appLocaleOf(locale);
  loaded[language] ??= (await LOADERS[language]()).default;
}

/**
 * The messages of the language the panel opens in. A failure is kept (`firstMessagesFailure`) rather
 * than thrown: the panel still renders, and shows its failed-download screen, whose texts are essential.
 */
export function loadFirstMessages(locale: string): Promise<void> {
  return loadMessages(locale).catch((error: unknown) => {
    firstFailure = error;
  });
}

/** What loading the first language's messages failed with, if it did. */
export function firstMessagesFailure(): unknown {
  return firstFailure;
}

/** A language's messages: those loaded, over the essential ones every build carries. */
export function messagesOf(locale: string): Messages {
  const language = appLocaleOf(locale);
  return { ...ESSENTIAL[language], ...loaded[language] };
}

/** Umi's `locale` runtime hook: the plugin's intl settings for a language, with that language's messages. */
export function withLoadedMessages<Settings extends { locale?: string; messages?: Messages }>(
  settings: Settings,
): Settings {
  return settings?.locale
    ? { ...settings, messages: { ...settings.messages, ...messagesOf(settings.locale) } }
    : settings;
}
