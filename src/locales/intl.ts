// The panel's messages by typed id. Every id a page asks for is one the message files define (the
// Chinese files are the reference: the English ones are typed by them), so a misspelt or missing id
// fails the type-check instead of showing its raw key. Import `useIntl`, `getIntl`, `useMessages` and
// `FormattedMessage` from here, never from '@umijs/max' (Biome refuses that import elsewhere).
import { FormattedMessage as UmiFormattedMessage, getIntl as getUmiIntl, useIntl as useUmiIntl } from '@umijs/max';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { IdsUnder, MessageDescriptor, MessageId, MessageValues, Primitive } from './messageIds';

export * from './messageIds';

/** Placeholders that may be elements or tag functions (`<b>{name}</b>`): the message may come back as nodes. */
type RichValues = Record<string, Primitive | ReactElement | ((chunks: ReactNode[]) => ReactNode)>;

type UmiIntl = ReturnType<typeof useUmiIntl>;

/** Umi's intl object, with `formatMessage` taking only ids the panel defines. */
export interface PanelIntl extends Omit<UmiIntl, 'formatMessage'> {
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): string | ReactNode[];
}

/** The intl object of the language shown (React components). */
export const useIntl = (): PanelIntl => useUmiIntl() as PanelIntl;

/** The intl object of the language shown, outside React (request handlers, downloads). */
export const getIntl = (): PanelIntl => getUmiIntl() as PanelIntl;

/** A formatter for the ids under one prefix, from an intl object at hand (outside a component's body). */
export const messagesOf =
  <Prefix extends string>(intl: Pick<PanelIntl, 'formatMessage'>, prefix: Prefix) =>
  (id: IdsUnder<Prefix>, values?: MessageValues): string =>
    intl.formatMessage({ id: `${prefix}.${id}` as MessageId }, values);

/**
 * A formatter for the ids under one prefix: `const t = useMessages('pages.news')` then `t('title')`;
 * `t` accepts only the ids the prefix has.
 */
export const useMessages = <Prefix extends string>(prefix: Prefix) => messagesOf(useIntl(), prefix);

/** A message as an element, by typed id. */
export function FormattedMessage({ id, values }: { id: MessageId; values?: MessageValues }): ReactElement {
  return createElement(UmiFormattedMessage, { id, values });
}
