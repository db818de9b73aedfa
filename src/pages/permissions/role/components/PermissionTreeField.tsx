import { useIntl } from '@/locales/intl';
import { useRequest } from 'ahooks';
import { Spin, Tree, Typography } from 'antd';
import React, { useMemo } from 'react';
import LoadFailed from '@/components/LoadFailed';
import { listPermissions } from '@/services/permissions';
import {
  allPermissionIds,
  buildPermissionTree,
  checkableInRole,
  type PermissionTreeOption,
  permissionTreeOptions,
  tickPermission,
} from '@/utils/permissionTree';

interface PermissionTreeFieldProps {
  /** The granted permission ids, exactly the ticked nodes: a menu and its functions are granted separately. */
  value?: number[];
  onChange?: (grantedIds: number[]) => void;
  /** The super administrator's grants: everything, shown checked and fixed. */
  holdsEverything?: boolean;
  /** What the role held before this edit: those stay checkable even where the signed-in administrator may not grant them. */
  heldByRole?: readonly number[];
}

const NONE: readonly number[] = [];

/**
 * The permissions a role is granted, as the menu tree with function permissions beneath their
 * menus; those the signed-in administrator may not grant (the server's `abilities.grant`) are
 * disabled unless the role already holds them.
 */
const PermissionTreeField: React.FC<PermissionTreeFieldProps> = ({
  value,
  onChange,
  holdsEverything = false,
  heldByRole = NONE,
}) => {
  const intl = useIntl();
  const { data, loading, error, refresh } = useRequest(listPermissions);
  const tree = useMemo(() => buildPermissionTree(data?.data ?? []), [data]);
  const held = useMemo(() => new Set(heldByRole), [heldByRole]);
  const options = useMemo(
    () => permissionTreeOptions(tree, intl.locale, (node) => checkableInRole(node, held)),
    [tree, intl.locale, held],
  );
  const someWithheld = useMemo(
    () => (data?.data ?? []).some((permission) => !checkableInRole(permission, held)),
    [data, held],
  );
  const allIds = useMemo(() => allPermissionIds(tree), [tree]);
  const changeable = useMemo(() => {
    const byId = new Map((data?.data ?? []).map((permission) => [permission.id, permission]));
    return (id: number) => {
      const permission = byId.get(id);
      return permission !== undefined && checkableInRole(permission, held);
    };
  }, [data, held]);

  if (error) return <LoadFailed onRetry={refresh} />;
  if (loading && !data) return <Spin />;
  return (
    <div style={{ maxHeight: 360, overflow: 'auto' }}>
      {!holdsEverything && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {intl.formatMessage({ id: 'pages.permissions.role.permissions.separately' })}
        </Typography.Paragraph>
      )}
      <Tree<PermissionTreeOption>
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={holdsEverything}
        treeData={options}
        checkedKeys={{ checked: holdsEverything ? allIds : (value ?? []), halfChecked: [] }}
        onCheck={(_, { node, checked }) =>
          onChange?.(tickPermission(tree, value ?? [], Number(node.key), checked, changeable))
        }
        titleRender={(node) => (
          <span>
            {node.title} <Typography.Text type="secondary">{node.identifier}</Typography.Text>
          </span>
        )}
      />
      {someWithheld && !holdsEverything && (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'pages.permissions.role.permissions.notGrantable' })}
        </Typography.Text>
      )}
    </div>
  );
};

export default PermissionTreeField;
