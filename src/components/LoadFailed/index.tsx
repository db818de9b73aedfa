import { useIntl } from '@/locales/intl';
import { Button, Empty } from 'antd';
import React from 'react';

/** What a list or tree shows when it could not be loaded (the request handler has already said why), with a retry. */
const LoadFailed: React.FC<{ onRetry: () => void }> = ({ onRetry }) => {
  const intl = useIntl();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'common.list.loadFailed' })}>
      <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.action.retry' })}</Button>
    </Empty>
  );
};

export default LoadFailed;
