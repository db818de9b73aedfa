import type { ProColumns } from '@ant-design/pro-components';
import { createElement } from 'react';
import { cellText } from '@/utils/cellText';

/** A cell's padding on both sides at the lists' density: the text gets the column's width less this. */
const CELL_PADDING = 16;

/**
 * A column whose long text is cut with an ellipsis, the whole text in the cell's title. Given a
 * `width`, the column keeps it: the lists size their columns to their content (`scroll.x:
 * 'max-content'`), where antd's own cell ellipsis lets the text widen the column to its whole length.
 * ProTable's `ellipsis: true` wraps every cell in a Typography that measures itself with forced
 * layouts (about 3 ms a cell, most of a second for a page of 100 rows), so the cell is rendered here
 * as its text. A `copyable` column keeps ProTable's Typography for its copy button.
 */
export function ellipsisCell<Row>(
  textOf: (row: Row) => unknown,
  options: { copyable?: boolean; width?: number } = {},
): Pick<ProColumns<Row>, 'ellipsis' | 'onCell' | 'render' | 'copyable' | 'width'> {
  const { copyable = false, width } = options;
  const capped =
    width === undefined
      ? undefined
      : {
          display: 'block',
          maxWidth: width - CELL_PADDING,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap' as const,
        };
  return {
    ellipsis: { showTitle: false },
    ...(width === undefined ? {} : { width }),
    onCell: (row) => {
      const text = textOf(row);
      return { title: text === null || text === undefined ? undefined : String(text) };
    },
    ...(copyable
      ? { copyable: true }
      : {
          render: (_, row) =>
            capped ? createElement('span', { style: capped }, cellText(textOf(row))) : cellText(textOf(row)),
        }),
  };
}
