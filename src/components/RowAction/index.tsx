import { Button, type ButtonProps } from 'antd';
import React from 'react';

/** A table row's action: a link-styled button, keyboard-reachable, as compact as a link. */
const RowAction: React.FC<ButtonProps> = (props) => (
  <Button type="link" size="small" style={{ paddingInline: 0 }} {...props} />
);

export default RowAction;
