import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Segmented } from 'antd';
import React from 'react';
import { applyDayjsLocale, type AppLocale } from '@/utils/locale';

/** EN / 中文 switch; changes the interface, antd and dayjs locales in place, without a reload. */
const LanguageSwitch: React.FC = () => {
  const intl = useIntl();
  const changeLocale = (locale: AppLocale) => {
    applyDayjsLocale(locale);
    setLocale(locale, false);
  };
  return (
    <Segmented<AppLocale>
      size="small"
      aria-label={intl.formatMessage({ id: 'app.language.label' })}
      value={getLocale() === 'en-US' ? 'en-US' : 'zh-CN'}
      options={[
        { label: intl.formatMessage({ id: 'app.language.enUS' }), value: 'en-US' },
        { label: intl.formatMessage({ id: 'app.language.zhCN' }), value: 'zh-CN' },
      ]}
      onChange={changeLocale}
    />
  );
};

export default LanguageSwitch;
