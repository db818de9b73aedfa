// Stands in for the editor of antd's Typography (see config/plugins/bundleSurgery.ts), drawn only for `editable` text, which
// the panel never asks for: every page with a title or a copyable hash downloaded antd's TextArea,
// rc-textarea and rc-input with it (80 KB before minifying), Home included.
import { deferred } from './deferred';

export default deferred(() => import('antd/es/typography/Editable'));
