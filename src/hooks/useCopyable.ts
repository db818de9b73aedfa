import { useIntl } from '@/locales/intl';
import { App } from 'antd';

/** Typography's `copyable` for a value copied whole: "Copy" on hover, then "Copy successful" as tooltip and message. */
export function useCopyable() {
  const intl = useIntl();
  const { message } = App.useApp();
  const copied = intl.formatMessage({ id: 'common.success.copy' });
  return (text: string | undefined) => ({
    text,
    tooltips: [intl.formatMessage({ id: 'common.action.copy' }), copied],
    onCopy: () => message.success(copied),
  });
}
