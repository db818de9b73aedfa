// Stands in for the layout plugin's generated `rightRender.tsx` (see config/plugins/bundleSurgery.ts). That file draws
// Umi's default header corner (an avatar menu and the locale plugin's language menu, with antd's
// Dropdown, Menu and Spin and a table of 40 languages), which the panel never shows: app.tsx sets
// `rightContentRender: false`, so the layout never calls this, and HeaderActions draws the corner.
export function getRightRenderContent(): null {
  return null;
}
