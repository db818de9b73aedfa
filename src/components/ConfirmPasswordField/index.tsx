import { ProFormText } from '@ant-design/pro-components';
import type React from 'react';

interface ConfirmPasswordFieldProps {
  label: string;
  /** The field holding the new password, which this one must repeat. */
  passwordName: string;
  requiredMessage: string;
  mismatchMessage: string;
}

/** `confirmPassword`: the new password typed again, required and equal to it. */
const ConfirmPasswordField: React.FC<ConfirmPasswordFieldProps> = ({
  label,
  passwordName,
  requiredMessage,
  mismatchMessage,
}) => (
  <ProFormText.Password
    name="confirmPassword"
    label={label}
    dependencies={[passwordName]}
    fieldProps={{ autoComplete: 'new-password' }}
    rules={[
      { required: true, message: requiredMessage },
      ({ getFieldValue }) => ({
        validator: (_, value) =>
          !value || value === getFieldValue(passwordName)
            ? Promise.resolve()
            : Promise.reject(new Error(mismatchMessage)),
      }),
    ]}
  />
);

export default ConfirmPasswordField;
