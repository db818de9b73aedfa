import { useIntl } from '@/locales/intl';
import { Form, Input } from 'antd';
import React from 'react';

/** The six-digit code field shared by enrolment, sign-in and step-up (an antd field, so it serves plain and Pro forms alike). */
const TotpCodeInput: React.FC<{ name?: string; autoFocus?: boolean }> = ({ name = 'code', autoFocus }) => {
  const intl = useIntl();
  return (
    <Form.Item
      name={name}
      label={intl.formatMessage({ id: 'component.twoFactor.code' })}
      rules={[
        { required: true, message: intl.formatMessage({ id: 'component.twoFactor.code.required' }) },
        { pattern: /^\d{6}$/, message: intl.formatMessage({ id: 'component.twoFactor.code.format' }) },
      ]}
    >
      <Input
        placeholder="123456"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
};

export default TotpCodeInput;
