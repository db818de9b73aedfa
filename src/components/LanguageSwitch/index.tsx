import { getLocale, setLocale } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { App, Segmented } from 'antd';
import React from 'react';
import { loadMessages } from '@/locales/load';
import { type AppLocale, appLocaleOf, applyLocale } from '@/utils/locale';

/**
 * EN / 中文 switch; changes the interface, antd, dayjs and document locales in place, without a reload, once the
 * other language's messages have downloaded (src/locales/load.ts). If they cannot, the language stays.
 */
const LanguageSwitch: React.FC = () => {
  const intl = useIntl();
  const { message } = App.useApp();
  const changeLocale = async (locale: AppLocale) => {
    try {
      await loadMessages(locale);
    } catch {
      message.error(
        `${intl.formatMessage({ id: 'app.chunkError.title' })} ${intl.formatMessage({ id: 'app.chunkError.description' })}`,
      );
      return;
    }
    applyLocale(locale);
    setLocale(locale, false);
  };
  return (
    <Segmented<AppLocale>
      size="small"
      aria-label={intl.formatMessage({ id: 'app.language.label' })}
      value={appLocaleOf(getLocale())}
      options={[
        { label: intl.formatMessage({ id: 'app.language.enUS' }), value: 'en-US' },
        { label: intl.formatMessage({ id: 'app.language.zhCN' }), value: 'zh-CN' },
      ]}
      onChange={(locale) => void changeLocale(locale)}
    />
  );
};

export default LanguageSwitch;
