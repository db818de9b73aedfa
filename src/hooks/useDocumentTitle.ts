import { useIntl, type MessageId } from '@/locales/intl';
import { useEffect } from 'react';

/**
 * The tab title of a page outside the layout (sign-in, not found), as the layout titles its pages
 * ("News Manage - Admin Panel"), in the panel's language and again when it changes.
 */
export function useDocumentTitle(messageId: MessageId): void {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: messageId })} - ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl, messageId]);
}
