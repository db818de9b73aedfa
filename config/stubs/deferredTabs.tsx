// Stands in for antd's Tabs where a card or a page container only draws them when given tabs (antd's
// Card, ProComponents' ProCard and PageContainer; see config/plugins/bundleSurgery.ts): no page of the panel gives them any,
// yet each page with a card downloaded Tabs and rc-tabs (96 KB before minifying). Pages that draw Tabs
// themselves import antd's own.
import TabPane from 'antd/es/tabs/TabPane';
import { deferred } from './deferred';

export default Object.assign(
  deferred(() => import('antd/es/tabs')),
  { TabPane },
);
