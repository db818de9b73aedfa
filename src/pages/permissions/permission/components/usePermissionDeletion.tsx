import { messagesOf, type PanelIntl, useIntl } from '@/locales/intl';
import { App } from 'antd';
import { useFormSave } from '@/hooks/useFormSave';
import { deletePermission, permissionImpact } from '@/services/permissions';
import type { PermissionImpact, PermissionItem } from '@/services/types';
import { permissionName } from '@/utils/permissionTree';

/** The confirmation's sentence: what else goes with the permission. */
function impactSentence(intl: PanelIntl, { descendantCount, roles }: PermissionImpact): string | undefined {
  const t = messagesOf(intl, 'pages.permissions.permission.delete');
  const roleNames = roles.map((role) => role.name).join(intl.formatMessage({ id: 'common.list.separator' }));
  if (descendantCount > 0 && roles.length > 0)
    return t('descendantsAndRoles', { count: descendantCount, roles: roleNames });
  if (descendantCount > 0) return t('descendants', { count: descendantCount });
  if (roles.length > 0) return t('roles', { roles: roleNames });
  return undefined;
}

/**
 * Deleting a permission: ask the server what it would take along, say so in the confirmation,
 * then delete, with its sub-permissions only when it has some.
 */
export function usePermissionDeletion(onDeleted: () => void) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const save = useFormSave(onDeleted);

  return async (permission: PermissionItem) => {
    let impact: PermissionImpact;
    try {
      impact = (await permissionImpact(permission.id)).data;
    } catch {
      return;
    }
    const sentence = impactSentence(intl, impact);
    modal.confirm({
      title: intl.formatMessage({ id: 'pages.permissions.permission.delete.title' }),
      content: (
        <>
          <p>
            <strong>{permissionName(permission, intl.locale)}</strong> ({permission.identifier})
          </p>
          {sentence && <p>{sentence}</p>}
        </>
      ),
      okButtonProps: { danger: true },
      onOk: () => save(() => deletePermission(permission.id, impact.descendantCount > 0)),
    });
  };
}
