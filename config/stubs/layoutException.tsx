// Stands in for the layout plugin's generated `Exception.tsx` (see config/plugins/bundleSurgery.ts). Umi's draws its own
// 403 and 404 with antd's Result and Chinese-only texts when the runtime layout config gives none;
// app.tsx gives both (`notFound`, `unAccessible`: the panel's screens, in the administrator's
// language, loaded when shown), so the default is never drawn, and antd's Result stays out of every
// page with the layout.
import type React from 'react';

interface ExceptionProps {
  children: React.ReactNode;
  route?: { unaccessible?: boolean };
  notFound?: React.ReactNode;
  noFound?: React.ReactNode;
  unAccessible?: React.ReactNode;
  noAccessible?: React.ReactNode;
}

const Exception = (props: ExceptionProps) =>
  (!props.route && (props.noFound || props.notFound)) ||
  (props.route?.unaccessible && (props.unAccessible || props.noAccessible)) ||
  props.children;

export default Exception;
