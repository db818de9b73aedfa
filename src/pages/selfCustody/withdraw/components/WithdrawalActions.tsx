import { useIntl } from '@umijs/max';
import { Alert, Form, Input, Space, Tooltip } from 'antd';
import React, { useState } from 'react';
import Amount from '@/components/Amount';
import ConfirmOperationModal from '@/components/ConfirmOperationModal';
import ConfirmFigures from '@/components/ConfirmOperationModal/ConfirmFigures';
import RowAction from '@/components/RowAction';
import {
  confirmWithdrawal,
  confirmWithdrawalRefund,
  requestWithdrawalRefund,
  type WithdrawalItem,
} from '@/services/selfCustody';
import { CoolingCountdown, useSecondsLeft } from './CoolingTime';

type WithdrawalAction = keyof WithdrawalItem['abilities'];

/** The withdrawal's figures to double-check in each confirmation. */
const WithdrawalFigures: React.FC<{
  withdrawal: WithdrawalItem;
  destination: 'receivingAddress' | 'userAddress';
}> = ({ withdrawal, destination }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.selfCustody.withdraw.${id}` });
  return (
    <ConfirmFigures
      figures={[
        { key: 'amount', label: t('amount'), value: <Amount value={withdrawal.amount} unit="BTC" />, strong: true },
        { key: 'nonce', label: t('nonce'), value: withdrawal.nonce },
        { key: 'institution', label: t('institution'), value: withdrawal.institutionName },
        { key: destination, label: t(destination), value: withdrawal[destination], whole: true },
      ]}
    />
  );
};

/**
 * Confirm Withdrawal (only once the cooling time has passed), Refund request (with its reason) and
 * Refund confirm, each offered where the server says the administrator may take it (`abilities`).
 */
const WithdrawalActions: React.FC<{
  withdrawal: WithdrawalItem;
  onDone: () => void;
}> = ({ withdrawal, onDone }) => {
  const intl = useIntl();
  const secondsLeft = useSecondsLeft(withdrawal.coolingEndsAt);
  const [confirming, setConfirming] = useState<WithdrawalAction>();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const t = (id: string) => intl.formatMessage({ id: `pages.selfCustody.withdraw.${id}` });
  const offered = (action: WithdrawalAction) => withdrawal.abilities[action];
  const cooling = secondsLeft > 0;
  const close = () => setConfirming(undefined);

  return (
    <>
      <Space size="middle" wrap={false}>
        {offered('confirm') && (
          <Tooltip title={cooling ? t('confirm.cooling') : undefined}>
            <RowAction disabled={cooling} onClick={() => setConfirming('confirm')}>
              {t('confirm')}
            </RowAction>
          </Tooltip>
        )}
        {offered('requestRefund') && (
          <RowAction danger onClick={() => setConfirming('requestRefund')}>
            {t('refundRequest')}
          </RowAction>
        )}
        {offered('confirmRefund') && (
          <RowAction danger onClick={() => setConfirming('confirmRefund')}>
            {t('refundConfirm')}
          </RowAction>
        )}
      </Space>

      <ConfirmOperationModal
        open={confirming === 'confirm'}
        title={t('confirm.title')}
        okText={t('confirm')}
        onConfirm={(idempotencyKey) => confirmWithdrawal(withdrawal.id, idempotencyKey)}
        onClose={close}
        onDone={onDone}
      >
        {cooling && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={<CoolingCountdown secondsLeft={secondsLeft} />}
          />
        )}
        <WithdrawalFigures withdrawal={withdrawal} destination="receivingAddress" />
      </ConfirmOperationModal>

      <ConfirmOperationModal
        open={confirming === 'requestRefund'}
        title={t('refundRequest.title')}
        okText={t('refundRequest')}
        danger
        onConfirm={async (idempotencyKey) => {
          const { reason } = await reasonForm.validateFields();
          return requestWithdrawalRefund(withdrawal.id, reason, idempotencyKey);
        }}
        onClose={close}
        onDone={onDone}
      >
        <WithdrawalFigures withdrawal={withdrawal} destination="userAddress" />
        <Form form={reasonForm} layout="vertical" style={{ marginTop: 16 }} preserve={false}>
          <Form.Item
            name="reason"
            label={t('refundRequest.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('refundRequest.reason.required'),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        </Form>
      </ConfirmOperationModal>

      <ConfirmOperationModal
        open={confirming === 'confirmRefund'}
        title={t('refundConfirm.title')}
        okText={t('refundConfirm')}
        danger
        onConfirm={(idempotencyKey) => confirmWithdrawalRefund(withdrawal.id, idempotencyKey)}
        onClose={close}
        onDone={onDone}
      >
        {withdrawal.refundReason && (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={`${t('refundReason')}: ${withdrawal.refundReason}`}
          />
        )}
        <WithdrawalFigures withdrawal={withdrawal} destination="userAddress" />
      </ConfirmOperationModal>
    </>
  );
};

export default WithdrawalActions;
