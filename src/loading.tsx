import { Skeleton } from 'antd';
import React from 'react';

/** What a page shows while its code downloads (Umi's route fallback): the shape of a page, not a spinner. */
const PageLoading: React.FC = () => (
  <div style={{ padding: 24 }} aria-busy="true">
    <Skeleton active title paragraph={{ rows: 8 }} />
  </div>
);

export default PageLoading;
