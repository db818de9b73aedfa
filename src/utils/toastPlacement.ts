/**
 * Toasts open below the layout's 56 px header (and the sign-in page's language switch), so that they
 * never cover the language switch or the account menu. Both antd's App (`App.useApp().message`, set
 * in .umirc.ts) and the static `message` (set in src/requestErrorConfig.ts) take it.
 */
export const MESSAGE_CONFIG = { top: 64 } as const;
