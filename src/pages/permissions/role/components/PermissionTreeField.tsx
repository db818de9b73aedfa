import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Spin, Tree, Typography } from 'antd';
import React, { useMemo } from 'react';
import LoadFailed from '@/components/LoadFailed';
import { listPermissions } from '@/services/permissions';
import {
  allPermissionIds,
  buildPermissionTree,
  checkableInRole,
  checkedLeafIds,
  grantedIdsOf,
  permissionTreeOptions,
  type PermissionTreeOption,
} from '@/utils/permissionTree';

interface PermissionTreeFieldProps {
  /** The granted permission ids: checked and half-checked nodes alike. */
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

  if (error) return <LoadFailed onRetry={refresh} />;
  if (loading && !data) return <Spin />;
  return (
    <div style={{ maxHeight: 360, overflow: 'auto' }}>
      <Tree<PermissionTreeOption>
        checkable
        selectable={false}
        defaultExpandAll
        disabled={holdsEverything}
        treeData={options}
        checkedKeys={checkedLeafIds(tree, holdsEverything ? allIds : (value ?? []))}
        onCheck={(checked, { halfCheckedKeys }) => {
          // Without checkStrictly the tree reports a plain key list; half-checked parents are granted too.
          if (Array.isArray(checked)) onChange?.(grantedIdsOf(checked, halfCheckedKeys));
        }}
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
