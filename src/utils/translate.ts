/** What a column or option helper needs of react-intl: a message by its id (`intl.formatMessage` fits). */
export type Translate = (descriptor: { id: string }) => string;
