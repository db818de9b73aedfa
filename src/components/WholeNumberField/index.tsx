import { ProFormDigit } from '@ant-design/pro-components';
import type React from 'react';

interface WholeNumberFieldProps {
  name: string;
  label: string;
  min: number;
  max: number;
  /** Said when the field is left blank; none for an optional field. */
  requiredMessage?: string;
  /** Shown after the number: its unit. */
  unit?: string;
  extra?: React.ReactNode;
}

/** A whole number from `min` to `max`. */
const WholeNumberField: React.FC<WholeNumberFieldProps> = ({ name, label, min, max, requiredMessage, unit, extra }) => (
  <ProFormDigit
    name={name}
    label={label}
    min={min}
    max={max}
    extra={extra}
    fieldProps={{ precision: 0, addonAfter: unit }}
    rules={requiredMessage === undefined ? undefined : [{ required: true, message: requiredMessage }]}
  />
);

export default WholeNumberField;
