// Message ids as types, and what needs no React or Umi: src/locales/intl.ts adds the intl object and
// hooks. The Chinese files are the reference (the English ones are typed by them).
import type zhCN from './zh-CN';

/** Every message id the panel defines. */
export type MessageId = keyof typeof zhCN;

/** The ids under `prefix.`, without it: `IdsUnder<'pages.news'>` holds `'title'` for `pages.news.title`. */
export type IdsUnder<Prefix extends string> = MessageId extends infer Id
  ? Id extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/** The stems of the ids that end in `.suffix`: `StemsOf<'amount.required' | 'amount', 'required'>` is `'amount'`. */
export type StemsOf<Ids extends string, Suffix extends string> = Ids extends `${infer Stem}.${Suffix}` ? Stem : never;

export type Primitive = string | number | boolean | null | undefined | Date;
/** A message's placeholders: plain values give a string. */
export type MessageValues = Record<string, Primitive>;

export interface MessageDescriptor {
  id: MessageId;
  defaultMessage?: string;
}

/** What a column or option helper needs of the intl object: a message by its id (`intl.formatMessage` fits). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * Whether the language shown has a message `id` built from what the server sent (an error code, a
 * status): one the panel does not know yet is shown as sent.
 */
export const isMessageId = (intl: { messages: Record<string, unknown> }, id: string): id is MessageId =>
  id in intl.messages;
