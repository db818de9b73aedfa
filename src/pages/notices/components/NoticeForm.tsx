import { ModalForm, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import { useFormSave } from '@/hooks/useFormSave';
import type { Visibility } from '@/services/content';
import { createNotice, NOTICE_PLATFORMS, updateNotice, type NoticeItem, type NoticePlatform } from '@/services/notices';
import { httpUrlRule } from '@/utils/url';

interface NoticeFormValues {
  content: string;
  link: string;
  platform: NoticePlatform;
  status?: Visibility;
}

interface NoticeFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The notice to edit; none to create one. */
  notice?: NoticeItem;
  onSaved: () => void;
}

/** The platform select's options, in the interface language. */
export function platformOptions(formatMessage: (descriptor: { id: string }) => string) {
  return NOTICE_PLATFORMS.map((platform) => ({
    label: formatMessage({ id: `pages.notices.platform.${platform}` }),
    value: platform,
  }));
}

/** Creates a notice (its author is the signed-in administrator, set by the server) or edits one. */
const NoticeForm: React.FC<NoticeFormProps> = ({ open, onOpenChange, notice, onSaved }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string) => intl.formatMessage({ id: `pages.notices.${id}` });

  const submit = async ({ status, ...input }: NoticeFormValues) =>
    save(() => (notice ? updateNotice(notice.id, input) : createNotice({ ...input, status })));

  return (
    <ModalForm<NoticeFormValues>
      name="notice"
      title={t(notice ? 'form.editTitle' : 'form.createTitle')}
      open={open}
      onOpenChange={onOpenChange}
      width={520}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        notice ? { content: notice.content, link: notice.link, platform: notice.platform } : { status: 'shown' }
      }
      onFinish={submit}
    >
      <ProFormTextArea
        name="content"
        label={t('content')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 1000 }}
        rules={[{ required: true, whitespace: true, message: t('content.required') }]}
      />
      <ProFormText
        name="link"
        label={t('link')}
        placeholder="https://"
        rules={[
          { required: true, whitespace: true, message: t('link.required') },
          httpUrlRule(intl.formatMessage({ id: 'common.validation.httpUrl' })),
        ]}
      />
      <ProFormSelect
        name="platform"
        label={t('platform')}
        options={platformOptions(intl.formatMessage)}
        rules={[{ required: true, message: t('platform.required') }]}
      />
      {!notice && (
        <ProFormRadio.Group
          name="status"
          label={intl.formatMessage({ id: 'pages.content.status' })}
          options={[
            { label: intl.formatMessage({ id: 'pages.content.status.shown' }), value: 'shown' },
            { label: intl.formatMessage({ id: 'pages.content.status.hidden' }), value: 'hidden' },
          ]}
        />
      )}
    </ModalForm>
  );
};

export default NoticeForm;
