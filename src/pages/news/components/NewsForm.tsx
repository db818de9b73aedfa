import { ProFormDateTimePicker, ProFormText } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import dayjs from 'dayjs';
import type React from 'react';
import ContentForm, { AddressField, TextField } from '@/components/ContentForm';
import type { ItemFormProps } from '@/components/FormModal';
import { createNews, type NewsItem, updateNews } from '@/services/news';
import { toInstant } from '@/utils/timeRangeSearch';

interface NewsFormProps extends ItemFormProps {
  /** The item to edit; none to create one. */
  news?: NewsItem;
}

/** A news item's title, description, picture, time (an instant, through `dateFormatter`) and link. */
const NewsForm: React.FC<NewsFormProps> = ({ news, ...form }) => {
  const t = useMessages('pages.news');
  return (
    <ContentForm
      area="news"
      name="news"
      width={560}
      item={news}
      initialValues={(item) => ({
        title: item.title,
        description: item.description,
        imageUrl: item.imageUrl,
        link: item.link,
        publishedAt: dayjs(item.publishedAt),
      })}
      dateFormatter={toInstant}
      create={createNews}
      update={updateNews}
      {...form}
    >
      <ProFormText
        name="title"
        label={t('title')}
        fieldProps={{ maxLength: 200 }}
        rules={[{ required: true, whitespace: true, message: t('title.required') }]}
      />
      <TextField
        name="description"
        label={t('description')}
        requiredMessage={t('description.required')}
        maxLength={2000}
      />
      <AddressField name="imageUrl" label={t('imageUrl')} requiredMessage={t('imageUrl.required')} />
      <ProFormDateTimePicker
        name="publishedAt"
        label={t('time')}
        fieldProps={{ style: { width: '100%' } }}
        rules={[{ required: true, message: t('time.required') }]}
      />
      <AddressField name="link" label={t('link')} requiredMessage={t('link.required')} />
    </ContentForm>
  );
};

export default NewsForm;
