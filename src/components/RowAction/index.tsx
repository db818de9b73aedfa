import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import React from 'react';
import type { Translate } from '@/locales/intl';
import styles from './index.less';

interface RowActionProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  danger?: boolean;
}

/**
 * A table row's action: a link-styled button, keyboard-reachable, as compact as a link. A plain
 * button rather than antd's: a page of 100 rows holds two or three hundred of them, and each antd
 * Button registers its styles, a wave effect and a loading icon on every render.
 */
const RowAction = React.forwardRef<HTMLButtonElement, RowActionProps>(
  ({ danger = false, className, type = 'button', ...props }, ref) => (
    <button
      ref={ref}
      type={type}
      className={[styles.rowAction, danger ? styles.danger : '', className ?? ''].filter(Boolean).join(' ')}
      {...props}
    />
  ),
);
RowAction.displayName = 'RowAction';

/** Where a row actions column keeps what it draws for a row, so a list can tell whether any row has an action. */
export const ROW_ACTIONS = Symbol('rowActions');

export type ActionsColumn<Row> = ProColumns<Row> & { [ROW_ACTIONS]: (row: Row) => React.ReactNode };

/** Whether what a row's actions render holds anything (an action the administrator may not take renders `false`). */
export function hasRowAction(node: React.ReactNode): boolean {
  if (Array.isArray(node)) return node.some(hasRowAction);
  return node !== null && node !== undefined && typeof node !== 'boolean' && node !== '';
}

/**
 * A list's row actions column: its translated title, as wide as its actions on one line. It is not
 * pinned to the right: ProTable gives a pinned column without a width 200 px, which pushed lists past
 * a 1366 px screen, and the columns a list shows by default fit without scrolling sideways.
 */
export function actionsColumn<Row>(
  intl: { formatMessage: Translate },
  render: (row: Row) => React.ReactNode,
  column: Omit<ProColumns<Row>, 'render'> = {},
): ActionsColumn<Row> {
  return {
    title: intl.formatMessage({ id: 'common.column.actions' }),
    valueType: 'option',
    key: 'actions',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    ...column,
    render: (_, row) => render(row),
    [ROW_ACTIONS]: render,
  };
}

/** A row's Edit, opening its edit form. */
export function EditAction({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return <RowAction onClick={onClick}>{intl.formatMessage({ id: 'common.action.edit' })}</RowAction>;
}

export default RowAction;
