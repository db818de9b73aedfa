import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import dayjs from 'dayjs';
import React from 'react';
import { useFormSave } from '@/hooks/useFormSave';
import type { Visibility } from '@/services/content';
import { createNews, updateNews, type NewsItem } from '@/services/news';
import { toInstant } from '@/utils/timeRangeSearch';
import { httpUrlRule } from '@/utils/url';

interface NewsFormValues {
  title: string;
  description: string;
  imageUrl: string;
  /** ISO 8601, through the form's `dateFormatter`. */
  publishedAt: string;
  link: string;
  status?: Visibility;
}

interface NewsFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; none to create one. */
  news?: NewsItem;
  onSaved: () => void;
}

/** Creates a news item (shown or not shown from the start) or edits one; its visibility then changes only by Show / Hide. */
const NewsForm: React.FC<NewsFormProps> = ({ open, onOpenChange, news, onSaved }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string) => intl.formatMessage({ id: `pages.news.${id}` });
  const httpOnly = httpUrlRule(intl.formatMessage({ id: 'common.validation.httpUrl' }));

  const submit = async ({ status, ...input }: NewsFormValues) =>
    save(() => (news ? updateNews(news.id, input) : createNews({ ...input, status })));

  return (
    <ModalForm<NewsFormValues>
      name="news"
      title={t(news ? 'form.editTitle' : 'form.createTitle')}
      open={open}
      onOpenChange={onOpenChange}
      width={560}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        news
          ? {
              title: news.title,
              description: news.description,
              imageUrl: news.imageUrl,
              link: news.link,
              publishedAt: dayjs(news.publishedAt),
            }
          : { status: 'shown' }
      }
      dateFormatter={toInstant}
      onFinish={submit}
    >
      <ProFormText
        name="title"
        label={t('title')}
        fieldProps={{ maxLength: 200 }}
        rules={[{ required: true, whitespace: true, message: t('title.required') }]}
      />
      <ProFormTextArea
        name="description"
        label={t('description')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 2000 }}
        rules={[{ required: true, whitespace: true, message: t('description.required') }]}
      />
      <ProFormText
        name="imageUrl"
        label={t('imageUrl')}
        placeholder="https://"
        rules={[{ required: true, whitespace: true, message: t('imageUrl.required') }, httpOnly]}
      />
      <ProFormDateTimePicker
        name="publishedAt"
        label={t('time')}
        fieldProps={{ style: { width: '100%' } }}
        rules={[{ required: true, message: t('time.required') }]}
      />
      <ProFormText
        name="link"
        label={t('link')}
        placeholder="https://"
        rules={[{ required: true, whitespace: true, message: t('link.required') }, httpOnly]}
      />
      {!news && (
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

export default NewsForm;
