import { useIntl, useMessages } from '@/locales/intl';
import { Alert, Button, Form } from 'antd';
import React, { useState } from 'react';
import TotpCodeInput from '@/components/TwoFactor/TotpCodeInput';
import TotpEnrolmentDetails from '@/components/TwoFactor/TotpEnrolmentDetails';
import type { ApiErrorBody, LoginData } from '@/services/types';
import { loginWithTotp, type PendingSignIn } from '@/services/twoFactor';
import { apiErrorBodyOf, describeApiError } from '@/utils/apiError';
import SignInCard from './SignInCard';

/** The second sign-in step: a code from the authenticator app (enrolling it first when the role requires it). */
const TotpStep: React.FC<{ pending: PendingSignIn; onSignedIn: (data: LoginData) => void; onBack: () => void }> = ({
  pending,
  onSignedIn,
  onBack,
}) => {
  const intl = useIntl();
  const t = useMessages('pages.login.totp');
  const [form] = Form.useForm<{ code: string }>();
  const [failure, setFailure] = useState<{ body?: ApiErrorBody }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setFailure(undefined);
    setSubmitting(true);
    try {
      const { data } = await loginWithTotp({ pendingToken: pending.pendingToken, code: code.trim() });
      onSignedIn(data);
    } catch (error) {
      setFailure({ body: apiErrorBodyOf(error) });
      form.resetFields(['code']);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInCard subTitle={t(pending.twoFactor === 'enrol' ? 'enrolSubTitle' : 'subTitle')}>
      <Form<{ code: string }> form={form} layout="vertical" size="large" onFinish={submit}>
        {failure && (
          <Alert type="error" showIcon style={{ marginBottom: 24 }} message={describeApiError(intl, failure.body)} />
        )}
        {pending.enrolment && (
          <div style={{ marginBottom: 16 }}>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('enrolRequired')} />
            <TotpEnrolmentDetails enrolment={pending.enrolment} />
          </div>
        )}
        <TotpCodeInput autoFocus />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form>
      <Button block type="link" onClick={onBack} style={{ marginTop: 8 }}>
        {t('back')}
      </Button>
    </SignInCard>
  );
};

export default TotpStep;
