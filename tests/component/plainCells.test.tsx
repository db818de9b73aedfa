import { render } from '@testing-library/react';
import type React from 'react';
import { ellipsisCell } from '@/components/EllipsisCell';
import { enumCell } from '@/components/StatusBadge';

type Row = { status?: string | boolean | null; note?: string | null };

/** A column's cell as ProTable would draw it from the column's render. */
function cellOf(column: { render?: unknown }, row: Row) {
  const draw = column.render as (dom: React.ReactNode, row: Row) => React.ReactNode;
  return render(
    <table>
      <tbody>
        <tr>
          <td>{draw(null, row)}</td>
        </tr>
      </tbody>
    </table>,
  ).container.querySelector('td') as HTMLElement;
}

describe('cells drawn as plain elements', () => {
  const status = enumCell<Row>(
    {
      true: { text: 'Enabled', status: 'Success' },
      false: { text: 'Disabled', status: 'Default' },
      other: { text: 'Other' },
    },
    (row) => row.status,
  );

  it('an enum cell shows the entry with its status dot, an entry without one as its text', () => {
    const enabled = cellOf(status, { status: true });
    expect(enabled.textContent).toBe('Enabled');
    expect(enabled.querySelector('[aria-hidden]')).not.toBeNull();
    const other = cellOf(status, { status: 'other' });
    expect(other.textContent).toBe('Other');
    expect(other.querySelector('[aria-hidden]')).toBeNull();
    // The search form still gets its select.
    expect(status.valueType).toBe('select');
    expect(Object.keys(status.valueEnum as object)).toEqual(['true', 'false', 'other']);
  });

  it('an enum cell shows a value outside the enum as itself, and an empty one as "-"', () => {
    expect(cellOf(status, { status: 'archived' }).textContent).toBe('archived');
    expect(cellOf(status, { status: null }).textContent).toBe('-');
    expect(cellOf(status, { status: '' }).textContent).toBe('-');
  });

  it('an ellipsis cell shows its text, "-" when empty, and leaves a copyable column to ProTable', () => {
    const note = ellipsisCell<Row>((row) => row.note);
    expect(cellOf(note, { note: 'A long note' }).textContent).toBe('A long note');
    expect(cellOf(note, { note: null }).textContent).toBe('-');
    const copyable = ellipsisCell<Row>((row) => row.note, { copyable: true });
    expect(copyable.render).toBeUndefined();
    expect(copyable.copyable).toBe(true);
  });
});
