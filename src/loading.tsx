import { Skeleton } from 'antd';
import React from 'react';

/** What a page shows while its code downloads (Umi's route fallback): the shape of a page, not a spinner. */
const PageLoading: React.FC = () => (
  // Where a page's content starts: the layout's content area has no padding of its own (app.tsx), and
  // the class keeps the page container's padding, narrower on a phone (global.less).
  <div className="panel-route-skeleton" aria-busy="true">
    <Skeleton active title paragraph={{ rows: 8 }} />
  </div>
);

export default PageLoading;
