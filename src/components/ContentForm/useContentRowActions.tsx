import { useAccess } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import ConfirmAction from '@/components/ConfirmAction';
import { EditAction } from '@/components/RowAction';
import VisibilityToggle from '@/components/VisibilityToggle';
import { useFormSave } from '@/hooks/useFormSave';
import type { Visibility } from '@/services/content';

interface ContentRowActionsOptions<Item> {
  /** The permission codes' area: `news:update`, `notices:delete` ... */
  area: 'news' | 'notices';
  onEdit: (item: Item) => void;
  setVisibility: (id: number, status: Visibility) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** After a change saved: reload the list. */
  onChanged: () => void;
}

/** A content item's row actions, each by its code: Edit, Show / Hide, and Delete after a confirmation. */
export function useContentRowActions<Item extends { id: number; status: Visibility }>({
  area,
  onEdit,
  setVisibility,
  remove,
  onChanged,
}: ContentRowActionsOptions<Item>) {
  const intl = useIntl();
  const access = useAccess();
  const act = useFormSave(onChanged);
  return (item: Item) =>
    [
      access.can(`${area}:update`) && <EditAction key="edit" onClick={() => onEdit(item)} />,
      access.can(`${area}:toggle`) && (
        <VisibilityToggle
          key="toggle"
          status={item.status}
          onChange={(next) => act(() => setVisibility(item.id, next))}
        />
      ),
      access.can(`${area}:delete`) && (
        <ConfirmAction
          key="delete"
          danger
          title={intl.formatMessage({ id: 'pages.content.confirmDelete' })}
          okButtonProps={{ danger: true }}
          onConfirm={() => act(() => remove(item.id))}
        >
          {intl.formatMessage({ id: 'common.action.delete' })}
        </ConfirmAction>
      ),
    ].filter(Boolean);
}
