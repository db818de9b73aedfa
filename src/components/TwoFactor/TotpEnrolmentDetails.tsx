import { useMessages } from '@/locales/intl';
import { QRCode, Space, Typography } from 'antd';
import React from 'react';
import type { TotpEnrolment } from '@/services/twoFactor';

/** What an authenticator app needs: the otpauth:// URI as a QR code, and the secret and URI to type or copy. */
const TotpEnrolmentDetails: React.FC<{ enrolment: TotpEnrolment }> = ({ enrolment }) => {
  const t = useMessages('component.twoFactor');
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Text>{t('scan')}</Typography.Text>
      <QRCode value={enrolment.uri} size={168} bordered={false} />
      <Typography.Text type="secondary">{t('secret')}</Typography.Text>
      <Typography.Text code copyable data-testid="totp-secret">
        {enrolment.secret}
      </Typography.Text>
      <Typography.Text type="secondary">{t('uri')}</Typography.Text>
      <Typography.Paragraph copyable ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
        {enrolment.uri}
      </Typography.Paragraph>
    </Space>
  );
};

export default TotpEnrolmentDetails;
