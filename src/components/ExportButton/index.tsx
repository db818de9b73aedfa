import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@/locales/intl';
import { Button } from 'antd';
import React, { useState } from 'react';

/** "Export CSV" for a list's current filter; busy while the file is prepared. */
const ExportButton: React.FC<{ onExport: () => Promise<unknown> }> = ({ onExport }) => {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {intl.formatMessage({ id: 'common.action.export' })}
    </Button>
  );
};

export default ExportButton;
