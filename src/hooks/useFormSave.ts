import { useIntl } from '@/locales/intl';
import { App } from 'antd';

/**
 * One change's call (a ModalForm's `onFinish`, a row action's confirmation): on success it says
 * "Operation Successful" and reports back; on failure the request error handler has already shown
 * why, and a form stays open.
 */
export function useFormSave(onSaved?: () => void) {
  const intl = useIntl();
  const { message } = App.useApp();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
    } catch {
      return false;
    }
    message.success(intl.formatMessage({ id: 'common.success.operation' }));
    onSaved?.();
    return true;
  };
}
