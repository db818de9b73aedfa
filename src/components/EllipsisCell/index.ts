import type { ProColumns } from '@ant-design/pro-components';
import { cellText } from '@/utils/cellText';

/**
 * A column whose long text is cut by CSS (antd Table's cell ellipsis), the whole text in the cell's
 * title. ProTable's own `ellipsis: true` wraps every cell in a Typography that measures itself with
 * forced layouts: about 3 ms a cell, most of a second for a page of 100 rows. Even without measuring,
 * ProTable wraps an ellipsis column's cell in a Typography unless the column renders it itself, so the
 * cell is rendered here as its text. A `copyable` column keeps ProTable's Typography for its copy button.
 */
export function ellipsisCell<Row>(
  textOf: (row: Row) => unknown,
  options: { copyable?: boolean } = {},
): Pick<ProColumns<Row>, 'ellipsis' | 'onCell' | 'render' | 'copyable'> {
  return {
    ellipsis: { showTitle: false },
    onCell: (row) => {
      const text = textOf(row);
      return { title: text === null || text === undefined ? undefined : String(text) };
    },
    ...(options.copyable ? { copyable: true } : { render: (_, row) => cellText(textOf(row)) }),
  };
}
