import { ProFormText } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import React from 'react';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import WholeNumberField from '@/components/WholeNumberField';
import { useFormSave } from '@/hooks/useFormSave';
import { updateCrsmSettings, type CrsmSettings, type CrsmSettingsParams } from '@/services/crsm';
import { compareDecimals, isPercent } from '@/utils/crsm';
import { formatRule } from '@/utils/chainFields';

/** MCR, CCR and the age after which the BTC price is stale; the server checks 100 < MCR < CCR again. */
const SettingsForm: React.FC<ItemFormProps & { settings?: CrsmSettings }> = ({ settings, onSaved, ...modal }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = useMessages('pages.crsm.settings');
  const percentRule = formatRule(isPercent, intl.formatMessage({ id: 'pages.crsm.create.percent.invalid' }));

  return (
    <FormModal<CrsmSettingsParams>
      {...modal}
      name="crsmSettings"
      title={t('title')}
      width={480}
      initialValues={
        settings && { mcr: settings.mcr, ccr: settings.ccr, priceMaxAgeSeconds: settings.priceMaxAgeSeconds }
      }
      onFinish={(values) =>
        save(() =>
          updateCrsmSettings({
            mcr: values.mcr.trim(),
            ccr: values.ccr.trim(),
            priceMaxAgeSeconds: values.priceMaxAgeSeconds,
          }),
        )
      }
    >
      <ProFormText
        name="mcr"
        label={t('mcr')}
        fieldProps={{ suffix: '%', inputMode: 'decimal', autoComplete: 'off' }}
        rules={[
          { required: true, whitespace: true, message: t('mcr.required') },
          percentRule,
          formatRule((value) => compareDecimals(value, '100') > 0, t('mcr.above100')),
        ]}
      />
      <ProFormText
        name="ccr"
        label={t('ccr')}
        dependencies={['mcr']}
        fieldProps={{ suffix: '%', inputMode: 'decimal', autoComplete: 'off' }}
        rules={[
          { required: true, whitespace: true, message: t('ccr.required') },
          percentRule,
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) => {
              const mcr = getFieldValue('mcr');
              if (typeof value !== 'string' || typeof mcr !== 'string' || !isPercent(value) || !isPercent(mcr))
                return Promise.resolve();
              return compareDecimals(value, mcr) > 0 ? Promise.resolve() : Promise.reject(new Error(t('ccr.aboveMcr')));
            },
          }),
        ]}
      />
      <WholeNumberField
        name="priceMaxAgeSeconds"
        label={t('priceMaxAge')}
        min={60}
        max={604800}
        unit={t('seconds')}
        requiredMessage={t('priceMaxAge.required')}
      />
    </FormModal>
  );
};

export default SettingsForm;
