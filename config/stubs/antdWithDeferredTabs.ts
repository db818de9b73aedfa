// antd as ProComponents' PageContainer and ProCard import it, with Tabs loaded only when drawn
// (config/stubs/deferredTabs.tsx; see config/plugins/bundleSurgery.ts).
export * from 'antd';
export { default as Tabs } from './deferredTabs';
