import { ProFormSelect } from '@ant-design/pro-components';
import { type Translate, useIntl, useMessages } from '@/locales/intl';
import type React from 'react';
import ContentForm, { AddressField, TextField } from '@/components/ContentForm';
import type { ItemFormProps } from '@/components/FormModal';
import { createNotice, NOTICE_PLATFORMS, type NoticeItem, updateNotice } from '@/services/notices';

interface NoticeFormProps extends ItemFormProps {
  /** The notice to edit; none to create one. */
  notice?: NoticeItem;
}

/** The platform select's options, in the interface language. */
export function platformOptions(formatMessage: Translate) {
  return NOTICE_PLATFORMS.map((platform) => ({
    label: formatMessage({ id: `pages.notices.platform.${platform}` }),
    value: platform,
  }));
}

/** A notice's content, link and platform; its author is the signed-in administrator, set by the server. */
const NoticeForm: React.FC<NoticeFormProps> = ({ notice, ...form }) => {
  const intl = useIntl();
  const t = useMessages('pages.notices');
  return (
    <ContentForm
      area="notices"
      name="notice"
      width={520}
      item={notice}
      initialValues={(item) => ({ content: item.content, link: item.link, platform: item.platform })}
      create={createNotice}
      update={updateNotice}
      {...form}
    >
      <TextField name="content" label={t('content')} requiredMessage={t('content.required')} maxLength={1000} />
      <AddressField name="link" label={t('link')} requiredMessage={t('link.required')} />
      <ProFormSelect
        name="platform"
        label={t('platform')}
        options={platformOptions(intl.formatMessage)}
        rules={[{ required: true, message: t('platform.required') }]}
      />
    </ContentForm>
  );
};

export default NoticeForm;
