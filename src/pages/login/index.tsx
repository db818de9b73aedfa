import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { LoginForm, ProForm, ProFormText } from '@ant-design/pro-components';
import { history, useIntl, useModel } from '@umijs/max';
import { Alert, App } from 'antd';
import React, { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import LanguageSwitch from '@/components/LanguageSwitch';
import { login } from '@/services/auth';
import type { ApiErrorBody } from '@/services/types';
import { apiErrorBodyOf, describeApiError } from '@/utils/apiError';
import { signedInState } from '@/utils/initialState';
import { safeRedirect } from '@/utils/routeGuard';
import { storeSession } from '@/utils/session';
import styles from './index.less';

interface LoginValues {
  account: string;
  password: string;
}

/** Email and password sign-in; a wallet sign-in (sats-connect) is a later issue and joins as LoginForm `actions`. */
const Login: React.FC = () => {
  const intl = useIntl();
  const { message } = App.useApp();
  const { setInitialState } = useModel('@@initialState');
  const [form] = ProForm.useForm<LoginValues>();
  // Kept untranslated so a language switch re-translates it; `body` is undefined when the server was not reached.
  const [failure, setFailure] = useState<{ body?: ApiErrorBody }>();

  // Field errors already on screen follow a language switch.
  useEffect(() => {
    const shown = form.getFieldsError().filter(({ errors }) => errors.length > 0);
    if (shown.length > 0) form.validateFields(shown.map(({ name }) => name)).catch(() => undefined);
  }, [intl.locale, form]);

  const submit = async ({ account, password }: LoginValues) => {
    setFailure(undefined);
    try {
      const { data } = await login({ email: account.trim(), password });
      storeSession(data.token, data.yalalist);
      // Menus and gates must reflect the new session before the next page renders.
      flushSync(() => {
        setInitialState((state) => ({ ...state, ...signedInState(data) }));
      });
      message.success(intl.formatMessage({ id: 'common.success.operation' }));
      history.replace(safeRedirect(new URLSearchParams(history.location.search).get('redirect')));
    } catch (error) {
      setFailure({ body: apiErrorBodyOf(error) });
    }
  };

  return (
    <div className={styles.container}>
      <div className={styles.header}>
        <LanguageSwitch />
      </div>
      <div className={styles.content}>
        <LoginForm<LoginValues>
          title={intl.formatMessage({ id: 'app.title' })}
          subTitle={intl.formatMessage({ id: 'pages.login.subTitle' })}
          submitter={{ searchConfig: { submitText: intl.formatMessage({ id: 'pages.login.submit' }) } }}
          form={form}
          onFinish={submit}
        >
          {failure && (
            <Alert className={styles.failure} type="error" showIcon message={describeApiError(intl, failure.body)} />
          )}
          <ProFormText
            name="account"
            placeholder={intl.formatMessage({ id: 'pages.login.account.placeholder' })}
            fieldProps={{ size: 'large', prefix: <MailOutlined />, autoComplete: 'username' }}
            rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'pages.login.account.required' }) }]}
          />
          <ProFormText.Password
            name="password"
            placeholder={intl.formatMessage({ id: 'pages.login.password.placeholder' })}
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            rules={[{ required: true, message: intl.formatMessage({ id: 'pages.login.password.required' }) }]}
          />
        </LoginForm>
      </div>
    </div>
  );
};

export default Login;
