import { Typography } from 'antd';
import React from 'react';

const inheritHeaderLook: React.CSSProperties = {
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: 'inherit',
};

/** A PageContainer title as the page's heading (PageHeader draws a plain span), looking the same. */
const PageTitle: React.FC<{ children?: React.ReactNode }> = ({ children }) => (
  <Typography.Title level={1} style={inheritHeaderLook}>
    {children}
  </Typography.Title>
);

export default PageTitle;
