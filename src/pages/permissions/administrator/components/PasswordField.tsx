import { ProFormText } from '@ant-design/pro-components';
import { useIntl, type MessageId, type MessageValues } from '@/locales/intl';
import { Form, Progress, Space, theme, Typography } from 'antd';
import React from 'react';
import { passwordLengthRule, passwordStrength, type PasswordStrength } from '@/utils/password';

const STRENGTH_STEPS: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

/** How strong the password typed so far is: a hint only, the rules are the length bounds. */
const StrengthMeter: React.FC<{ name: string }> = ({ name }) => {
  const intl = useIntl();
  const { token } = theme.useToken();
  const password: string | undefined = Form.useWatch(name, Form.useFormInstance());
  if (!password) return null;
  const strength = passwordStrength(password);
  const color = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[strength];
  const level = intl.formatMessage({ id: `pages.permissions.administrator.password.strength.${strength}` });
  return (
    <Space size="small" aria-live="polite">
      <Progress
        steps={3}
        percent={(STRENGTH_STEPS[strength] / 3) * 100}
        showInfo={false}
        strokeColor={color}
        size={[24, 6]}
      />
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'pages.permissions.administrator.password.strength' }, { level })}
      </Typography.Text>
    </Space>
  );
};

/** A new password for an administrator: required, within the length bounds, with its strength shown as it is typed. */
const PasswordField: React.FC<{ name: string; label: string }> = ({ name, label }) => {
  const intl = useIntl();
  const t = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
  return (
    <ProFormText.Password
      name={name}
      label={label}
      fieldProps={{ autoComplete: 'new-password' }}
      extra={<StrengthMeter name={name} />}
      rules={[
        { required: true, message: t('pages.permissions.administrator.password.required') },
        passwordLengthRule((bounds) => t('pages.permissions.administrator.password.length', bounds)),
      ]}
    />
  );
};

export default PasswordField;
