import { RouteContext } from '@ant-design/pro-components';
import { Typography } from 'antd';
import React, { useContext } from 'react';

const inheritHeaderLook: React.CSSProperties = {
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: 'inherit',
};

/**
 * A PageContainer title as the page's heading (PageHeader draws a plain span), looking the same. It
 * reads the page's menu name as Permission Manage set it (the one the sidebar, breadcrumb and tab
 * title show), and `children` where the page's menu has no name in this language, or with
 * `ownTitle` (Home's welcome).
 */
const PageTitle: React.FC<{ children?: React.ReactNode; ownTitle?: boolean }> = ({ children, ownTitle = false }) => {
  const { title: menuName } = useContext(RouteContext);
  return (
    <Typography.Title level={1} style={inheritHeaderLook}>
      {!ownTitle && typeof menuName === 'string' && menuName ? menuName : children}
    </Typography.Title>
  );
};

export default PageTitle;
