import { LoginForm, ProForm } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import React, { useState } from 'react';
import TotpCodeInput from '@/components/TwoFactor/TotpCodeInput';
import TotpEnrolmentDetails from '@/components/TwoFactor/TotpEnrolmentDetails';
import type { ApiErrorBody, LoginData } from '@/services/types';
import { loginWithTotp, type PendingSignIn } from '@/services/twoFactor';
import { apiErrorBodyOf, describeApiError } from '@/utils/apiError';

/** The second sign-in step: a code from the authenticator app (enrolling it first when the role requires it). */
const TotpStep: React.FC<{ pending: PendingSignIn; onSignedIn: (data: LoginData) => void; onBack: () => void }> = ({ pending, onSignedIn, onBack }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.login.totp.${id}` });
  const [form] = ProForm.useForm<{ code: string }>();
  const [failure, setFailure] = useState<{ body?: ApiErrorBody }>();

  const submit = async ({ code }: { code: string }) => {
    setFailure(undefined);
    try {
      const { data } = await loginWithTotp({ pendingToken: pending.pendingToken, code: code.trim() });
      onSignedIn(data);
    } catch (error) {
      setFailure({ body: apiErrorBodyOf(error) });
      form.resetFields(['code']);
    }
  };

  return (
    <LoginForm<{ code: string }>
      title={intl.formatMessage({ id: 'app.title' })}
      subTitle={t(pending.twoFactor === 'enrol' ? 'enrolSubTitle' : 'subTitle')}
      submitter={{ searchConfig: { submitText: t('submit') } }}
      form={form}
      onFinish={submit}
      actions={
        <Button block type="link" onClick={onBack}>
          {t('back')}
        </Button>
      }
    >
      {failure && <Alert type="error" showIcon style={{ marginBottom: 24 }} message={describeApiError(intl, failure.body)} />}
      {pending.enrolment && (
        <div style={{ marginBottom: 16 }}>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('enrolRequired')} />
          <TotpEnrolmentDetails enrolment={pending.enrolment} />
        </div>
      )}
      <TotpCodeInput autoFocus />
    </LoginForm>
  );
};

export default TotpStep;
