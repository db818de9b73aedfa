// Plain values, without React, for the bench and the end-to-end tests as well as the table.

/** Rows drawn at once: more than fit below the search form on a laptop's screen. */
export const EAGER_ROWS = 10;

/** The class of a row that waits to be drawn. */
export const PENDING_ROW_CLASS = 'panel-row-pending';
