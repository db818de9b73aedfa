import { ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';

/** The six-digit code field shared by enrolment, sign-in and step-up. */
const TotpCodeInput: React.FC<{ name?: string; autoFocus?: boolean }> = ({ name = 'code', autoFocus }) => {
  const intl = useIntl();
  return (
    <ProFormText
      name={name}
      label={intl.formatMessage({ id: 'component.twoFactor.code' })}
      placeholder="123456"
      fieldProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6, autoFocus }}
      rules={[
        { required: true, message: intl.formatMessage({ id: 'component.twoFactor.code.required' }) },
        { pattern: /^\d{6}$/, message: intl.formatMessage({ id: 'component.twoFactor.code.format' }) },
      ]}
    />
  );
};

export default TotpCodeInput;
