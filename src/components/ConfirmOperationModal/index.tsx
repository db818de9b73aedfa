import { useIntl } from '@/locales/intl';
import { App, Modal } from 'antd';
import React, { useRef, useState } from 'react';
import { useStepUp } from '@/components/StepUp';
import { newIdempotencyKey } from '@/utils/idempotencyKey';

interface ConfirmOperationModalProps {
  open: boolean;
  /** The confirmation question (the spec's text where it gives one). */
  title: React.ReactNode;
  /** What is being confirmed: the key figures to double-check, a reason field. */
  children?: React.ReactNode;
  okText?: React.ReactNode;
  danger?: boolean;
  /** Sends the change with this dialog's `Idempotency-Key`; a rejection keeps the dialog open. */
  onConfirm: (idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
  /** After the change succeeded ("Operation Successful" is already shown). */
  onDone?: () => void;
}

/**
 * A confirmation of a money-moving change. One `Idempotency-Key` per opening of the dialog: a
 * double click or a retry after a failure sends the same key, so the change happens at most once;
 * the button is busy while the request is in flight.
 */
const ConfirmOperationModal: React.FC<ConfirmOperationModalProps> = ({
  open,
  title,
  children,
  okText,
  danger,
  onConfirm,
  onClose,
  onDone,
}) => {
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { guard, stepUpDialog } = useStepUp();
  const inFlight = useRef(false);
  // Made when the dialog opens, forgotten when it closes; kept across re-renders and retries.
  const key = useRef<string | null>(null);
  if (open && key.current === null) key.current = newIdempotencyKey();
  if (!open) key.current = null;

  const confirm = async () => {
    if (inFlight.current || key.current === null) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const idempotencyKey = key.current;
      // An old sign-in is asked to step up first; the retry sends the same key.
      await guard(() => onConfirm(idempotencyKey));
    } catch {
      // The request handler has already said why; the dialog stays, and a retry reuses the key.
      return;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    message.success(intl.formatMessage({ id: 'common.success.operation' }));
    onClose();
    onDone?.();
  };

  return (
    <>
      <Modal
        open={open}
        title={title}
        okText={okText}
        onOk={confirm}
        onCancel={onClose}
        width={600}
        okButtonProps={{ loading: busy, danger }}
        cancelButtonProps={{ disabled: busy }}
        maskClosable={!busy}
        destroyOnHidden
      >
        {children}
      </Modal>
      {stepUpDialog}
    </>
  );
};

export default ConfirmOperationModal;
