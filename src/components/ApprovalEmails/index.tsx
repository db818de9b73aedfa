import { useModel } from '@umijs/max';
import { useMessages } from '@/locales/intl';
import { App, Flex, Modal, Switch, Typography } from 'antd';
import React, { useId, useState } from 'react';
import type { HeaderDialogProps } from '@/components/HeaderActions';
import { updatePreferences } from '@/services/auth';

/**
 * The header's approval-email dialog: whether the signed-in administrator is emailed when an
 * operation awaits their approval. The switch saves at once; the server says who may approve what.
 */
const ApprovalEmailsDialog: React.FC<HeaderDialogProps> = ({ open, onOpenChange }) => {
  const { message } = App.useApp();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [saving, setSaving] = useState(false);
  const switchId = useId();
  const t = useMessages('component.approvalEmails');
  const approvalEmails = initialState?.currentAdmin?.approvalEmails ?? true;

  const change = async (wanted: boolean) => {
    setSaving(true);
    try {
      const { data } = await updatePreferences({ approvalEmails: wanted });
      await setInitialState((state) =>
        state?.currentAdmin
          ? { ...state, currentAdmin: { ...state.currentAdmin, approvalEmails: data.approvalEmails } }
          : state,
      );
      message.success(t(data.approvalEmails ? 'on' : 'off'));
    } catch {
      // The request error handler has already shown the translated reason; the switch stays as it was.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={t('title')} open={open} footer={null} destroyOnHidden onCancel={() => onOpenChange(false)}>
      <Typography.Paragraph type="secondary">{t('description')}</Typography.Paragraph>
      <Flex gap="small" align="center">
        <Switch id={switchId} checked={approvalEmails} loading={saving} onChange={change} />
        <label htmlFor={switchId}>{t('switch')}</label>
      </Flex>
    </Modal>
  );
};

export default ApprovalEmailsDialog;
