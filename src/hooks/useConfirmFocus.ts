import { ConfigProvider, type PopconfirmProps } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';

/**
 * A Popconfirm that works by keyboard: the question takes the focus as it opens (on Cancel, the answer
 * that changes nothing; Tab reaches OK), Escape closes it, and the focus goes back to the trigger once it
 * has closed. antd's Popconfirm leaves the focus on the trigger, from where Tab never reaches the question,
 * and listens for Escape on the trigger only.
 *
 * Spread `confirmProps` into the Popconfirm and put `trigger` on the element that opens it.
 */
export function useConfirmFocus<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<Trigger>(null);
  const wasOpen = useRef(false);
  const popupClass = useContext(ConfigProvider.ConfigContext).getPrefixCls('popconfirm');

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const closeOnEscape = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
      };
      window.addEventListener('keydown', closeOnEscape);
      return () => window.removeEventListener('keydown', closeOnEscape);
    }
    // Only a question that was open hands the focus back: a trigger merely drawn must not take it.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // The focus that was in the question (or lost with it) goes back to the trigger; a click elsewhere keeps its own.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(`.${popupClass}`)) trigger.current?.focus();
  }, [open, popupClass]);

  const confirmProps = {
    open,
    onOpenChange: setOpen,
    // Built anew on each opening, so that Cancel takes the focus each time.
    destroyOnHidden: true,
    cancelButtonProps: { autoFocus: true },
  } satisfies Partial<PopconfirmProps>;

  return { open, setOpen, trigger, confirmProps };
}
