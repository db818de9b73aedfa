import { Popconfirm, type PopconfirmProps } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import RowAction from '@/components/RowAction';

interface ConfirmActionProps
  extends Pick<PopconfirmProps, 'title' | 'description' | 'okButtonProps' | 'okText' | 'cancelText' | 'onConfirm'> {
  danger?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}

/**
 * A row action that asks first (antd's Popconfirm beside the button). The Popconfirm is built on
 * the first click only: a closed one per row still costs its trigger, observers and styles on every
 * render, which over a page of 100 rows made sorting and filtering noticeably slower.
 */
const ConfirmAction: React.FC<ConfirmActionProps> = ({ danger, disabled, children, ...confirm }) => {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Arming re-creates the button inside the Popconfirm: keep the keyboard focus on it.
  useEffect(() => {
    if (armed) button.current?.focus();
  }, [armed]);

  const action = (
    <RowAction
      ref={button}
      danger={danger}
      disabled={disabled}
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    >
      {children}
    </RowAction>
  );
  if (!armed) return action;
  return (
    <Popconfirm {...confirm} open={open} onOpenChange={setOpen} disabled={disabled}>
      {action}
    </Popconfirm>
  );
};

export default ConfirmAction;
