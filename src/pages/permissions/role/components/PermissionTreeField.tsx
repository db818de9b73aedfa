import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Spin, Tree, Typography } from 'antd';
import React, { useMemo } from 'react';
import LoadFailed from '@/components/LoadFailed';
import { listPermissions } from '@/services/permissions';
import {
  allPermissionIds,
  buildPermissionTree,
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
}

/** The permissions a role is granted, as the menu tree with function permissions beneath their menus. */
const PermissionTreeField: React.FC<PermissionTreeFieldProps> = ({ value, onChange, holdsEverything = false }) => {
  const intl = useIntl();
  const { data, loading, error, refresh } = useRequest(listPermissions);
  const tree = useMemo(() => buildPermissionTree(data?.data ?? []), [data]);
  const options = useMemo(() => permissionTreeOptions(tree, intl.locale), [tree, intl.locale]);
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
        checkedKeys={checkedLeafIds(tree, holdsEverything ? allIds : value ?? [])}
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
    </div>
  );
};

export default PermissionTreeField;
