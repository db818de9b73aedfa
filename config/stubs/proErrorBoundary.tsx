// Stands in for ProComponents' `ErrorBoundary` (@ant-design/pro-utils; see config/plugins/bundleSurgery.ts), which ProLayout,
// ProTable and ProDescriptions wrap their content in. Theirs shows antd's Result, with its three
// illustrations, and an English "Something went wrong." whatever the language: every page with the
// layout downloaded that for a screen it never showed. The panel's own boundary serves instead: the
// same screen as the pages outside the layout, in the administrator's language, with the way to reload.
export { default as ErrorBoundary } from '../../src/components/ChunkErrorBoundary';
