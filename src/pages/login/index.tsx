import { LockOutlined, MailOutlined, WalletOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Alert, App, Button, Divider, Form, Input } from 'antd';
import React, { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import LanguageSwitch from '@/components/LanguageSwitch';
import { login, walletChallenge, walletLogin } from '@/services/auth';
import { isPendingSignIn, type PendingSignIn } from '@/services/twoFactor';
import type { ApiErrorBody, LoginData } from '@/services/types';
import { apiErrorBodyOf, describeApiError } from '@/utils/apiError';
import { signedInState } from '@/utils/initialState';
import { safeRedirect, sessionEndedOf } from '@/utils/routeGuard';
import { storeSession } from '@/utils/session';
import { proveWalletAddress, WALLET_DISCONNECTED_NOTICE, walletProblemOf, type WalletProblem } from '@/utils/wallet';
import SignInCard from './components/SignInCard';
import TotpStep from './components/TotpStep';
import styles from './index.less';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

interface LoginValues {
  account: string;
  password: string;
}

/**
 * Sign-in by email and password, or by a wallet (sats-connect) signing the server's one-time challenge.
 * Plain antd form fields: the first page anyone opens does not load ProForm's field library.
 */
const Login: React.FC = () => {
  const intl = useIntl();
  useDocumentTitle('pages.login.submit');
  const { message } = App.useApp();
  const { setInitialState } = useModel('@@initialState');
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  // Kept untranslated so a language switch re-translates it; `body` is undefined when the server was not reached.
  const [failure, setFailure] = useState<{ body?: ApiErrorBody }>();
  const [walletProblem, setWalletProblem] = useState<WalletProblem | 'notBound'>();
  const [connecting, setConnecting] = useState(false);
  const [notice, setNotice] = useState(() => new URLSearchParams(history.location.search).get('notice'));
  // Why the last session ended, when the server said (cleared with the other problems on the next try).
  const [ended, setEnded] = useState(() => sessionEndedOf(history.location.search));
  // Set after a right password (or wallet signature) when a TOTP code is still owed.
  const [pending, setPending] = useState<PendingSignIn>();

  // Field errors already on screen follow a language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what triggers the validation again
  useEffect(() => {
    const shown = form.getFieldsError().filter(({ errors }) => errors.length > 0);
    if (shown.length > 0) form.validateFields(shown.map(({ name }) => name)).catch(() => undefined);
  }, [intl.locale, form]);

  const clearProblems = () => {
    setFailure(undefined);
    setWalletProblem(undefined);
    setNotice(null);
    setEnded(undefined);
  };

  const enter = (data: LoginData | PendingSignIn) => {
    if (isPendingSignIn(data)) {
      setPending(data);
      return;
    }
    setPending(undefined);
    storeSession(data.token, data.yalalist);
    // Menus and gates must reflect the new session before the next page renders.
    flushSync(() => {
      setInitialState((state) => ({ ...state, ...signedInState(data) }));
    });
    message.success(intl.formatMessage({ id: 'common.success.operation' }));
    history.replace(safeRedirect(new URLSearchParams(history.location.search).get('redirect'), data.yalalist));
  };

  const submit = async ({ account, password }: LoginValues) => {
    clearProblems();
    setSubmitting(true);
    try {
      const { data } = await login({ email: account.trim(), password });
      enter(data);
    } catch (error) {
      setFailure({ body: apiErrorBodyOf(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const connectWallet = async () => {
    clearProblems();
    setConnecting(true);
    try {
      const proof = await proveWalletAddress(async (address) => (await walletChallenge(address)).data);
      const { data } = await walletLogin(proof);
      enter(data);
    } catch (error) {
      const body = apiErrorBodyOf(error);
      const problem = walletProblemOf(error);
      if (problem) setWalletProblem(problem);
      else if (body?.errorCode === 'INVALID_CREDENTIALS') setWalletProblem('notBound');
      else setFailure({ body });
    } finally {
      setConnecting(false);
    }
  };

  return (
    <div className={styles.container}>
      <div className={styles.header}>
        <LanguageSwitch />
      </div>
      <div className={styles.content}>
        {pending ? (
          <TotpStep pending={pending} onSignedIn={enter} onBack={() => setPending(undefined)} />
        ) : (
          <SignInCard subTitle={intl.formatMessage({ id: 'pages.login.subTitle' })}>
            <Form<LoginValues> form={form} size="large" onFinish={submit}>
              {ended && !failure && (
                <Alert
                  className={styles.failure}
                  type="warning"
                  showIcon
                  message={intl.formatMessage({ id: `errors.${ended}` })}
                />
              )}
              {notice === WALLET_DISCONNECTED_NOTICE && (
                <Alert
                  className={styles.failure}
                  type="warning"
                  showIcon
                  message={intl.formatMessage({ id: 'pages.login.wallet.disconnected' })}
                />
              )}
              {failure && (
                <Alert
                  className={styles.failure}
                  type="error"
                  showIcon
                  message={describeApiError(intl, failure.body)}
                />
              )}
              {walletProblem && (
                <Alert
                  className={styles.failure}
                  type="error"
                  showIcon
                  message={intl.formatMessage({ id: `pages.login.wallet.${walletProblem}` })}
                />
              )}
              <Form.Item
                name="account"
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: intl.formatMessage({ id: 'pages.login.account.required' }),
                  },
                  {
                    type: 'email',
                    transform: (value?: string) => value?.trim(),
                    message: intl.formatMessage({ id: 'pages.login.account.invalid' }),
                  },
                ]}
              >
                <Input
                  prefix={<MailOutlined />}
                  placeholder={intl.formatMessage({ id: 'pages.login.account.placeholder' })}
                  autoComplete="username"
                />
              </Form.Item>
              <Form.Item
                name="password"
                rules={[{ required: true, message: intl.formatMessage({ id: 'pages.login.password.required' }) }]}
              >
                <Input.Password
                  prefix={<LockOutlined />}
                  placeholder={intl.formatMessage({ id: 'pages.login.password.placeholder' })}
                  autoComplete="current-password"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {intl.formatMessage({ id: 'pages.login.submit' })}
              </Button>
            </Form>
            <Divider plain>{intl.formatMessage({ id: 'pages.login.or' })}</Divider>
            <Button block size="large" icon={<WalletOutlined />} loading={connecting} onClick={connectWallet}>
              {intl.formatMessage({ id: 'pages.login.wallet.connect' })}
            </Button>
          </SignInCard>
        )}
      </div>
    </div>
  );
};

export default Login;
