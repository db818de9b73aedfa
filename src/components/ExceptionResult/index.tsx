import { history } from '@umijs/max';
import { FormattedMessage } from '@/locales/intl';
import { Button, Result } from 'antd';
import React from 'react';

/** The not-found and no-access screens, with the way back home. */
const ExceptionResult: React.FC<{ status: '403' | '404' }> = ({ status }) => (
  <Result
    status={status}
    title={status}
    subTitle={<FormattedMessage id={status === '404' ? 'app.notFound.description' : 'app.forbidden.description'} />}
    extra={
      <Button type="primary" onClick={() => history.push('/')}>
        <FormattedMessage id="common.action.backHome" />
      </Button>
    }
  />
);

export default ExceptionResult;
