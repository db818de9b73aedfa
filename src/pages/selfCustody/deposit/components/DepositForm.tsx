import {
  ProForm,
  ProFormDateTimePicker,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useMessages, type IdsUnder, type StemsOf } from '@/locales/intl';
import { AutoComplete, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import React from 'react';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { DEPOSIT_TYPES, type DepositCreateParams, recordDeposit } from '@/services/selfCustody';
import { formatRule, isBtcAmount, isBtcTxHash, isEvmAddress, looksLikeBtcAddress } from '@/utils/chainFields';
import { institutionOf, useInstitutionLookup } from './useInstitutionLookup';
import { useSingleLineNameRule } from '@/utils/singleLineName';

/** The form's own values: the user name is asked for only when it names a new institution. */
type DepositFormValues = Omit<DepositCreateParams, 'institution'> & { userName?: string };

/** The lock time goes as an instant (ISO 8601), read in the browser's zone. */
const toInstant = (value: Dayjs) => value.toISOString();

/**
 * "Record deposit": every field required, each checked as the server checks it. The user address
 * picks the institution holding it (its name shown in place of the user name); an address no
 * institution holds takes the user name of the new institution the deposit creates, and says so.
 */
const DepositForm: React.FC<ItemFormProps> = ({ onSaved, ...modal }) => {
  const nameRule = useSingleLineNameRule();
  const save = useFormSave(onSaved);
  const [form] = Form.useForm<DepositFormValues>();
  const userAddress = Form.useWatch('userAddress', form);
  const lookup = useInstitutionLookup();
  const shown = lookup.institutionFor(userAddress);
  const t = useMessages('pages.selfCustody.deposit');
  const required = (field: StemsOf<IdsUnder<'pages.selfCustody.deposit'>, 'required'>) => ({
    required: true,
    whitespace: true,
    message: t(`${field}.required`),
  });
  const btcAddress = formatRule(looksLikeBtcAddress, t('btcAddress.invalid'));

  const submit = async ({ userName, ...values }: DepositFormValues) => {
    const address = values.userAddress.trim();
    const holder = await institutionOf(address).catch(() => undefined);
    if (holder === undefined) return false;
    // Never record for an institution the administrator has not seen: show it, and let them confirm again.
    if (shown === undefined || (shown.institution?.id ?? null) !== (holder?.id ?? null)) {
      lookup.setResolved({ address, institution: holder });
      return false;
    }
    const institution = holder
      ? { kind: 'existing' as const, id: holder.id }
      : { kind: 'new' as const, name: userName ?? '' };
    return save(() => recordDeposit({ ...values, institution }));
  };

  return (
    <FormModal<DepositFormValues>
      {...modal}
      form={form}
      name="deposit"
      title={t('record')}
      width={600}
      dateFormatter={toInstant}
      onValuesChange={(changed) => {
        if ('userAddress' in changed) void lookup.resolve(changed.userAddress);
      }}
      onFinish={submit}
    >
      <ProForm.Item name="userAddress" label={t('userAddress')} rules={[required('userAddress'), btcAddress]}>
        <AutoComplete
          placeholder={t('userAddress.search')}
          onSearch={lookup.search}
          options={lookup.suggestions.map((institution) => ({
            value: institution.btcAccount,
            label: (
              <div>
                <Typography.Text>{institution.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{institution.btcAccount}</Typography.Text>
              </div>
            ),
          }))}
        />
      </ProForm.Item>
      {shown?.institution ? (
        <ProForm.Item label={t('userName')} extra={t('institution.known')}>
          <Typography.Text strong>{shown.institution.name}</Typography.Text>
        </ProForm.Item>
      ) : (
        <ProFormText
          name="userName"
          label={t('userName')}
          extra={shown ? t('institution.new') : t('institution.pending')}
          rules={[required('userName'), { max: 100 }, nameRule]}
        />
      )}
      <ProFormText
        name="amount"
        label={t('amount')}
        fieldProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        rules={[required('amount'), formatRule(isBtcAmount, t('amount.invalid'))]}
      />
      <ProFormText
        name="coboAddress"
        label={t('coboAddress')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[required('coboAddress'), btcAddress]}
      />
      <ProFormText
        name="depositHash"
        label={t('depositHash')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[required('depositHash'), formatRule(isBtcTxHash, t('depositHash.invalid'))]}
      />
      <ProFormText
        name="receivingAddress"
        label={t('receivingAddress')}
        placeholder="0x…"
        fieldProps={{ autoComplete: 'off' }}
        rules={[required('receivingAddress'), formatRule(isEvmAddress, t('receivingAddress.invalid'))]}
      />
      <ProFormSelect
        name="type"
        label={t('type')}
        options={DEPOSIT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        rules={[{ required: true, message: t('type.required') }]}
      />
      <ProFormDateTimePicker
        name="lockTime"
        label={t('lockTime')}
        width="md"
        rules={[{ required: true, message: t('lockTime.required') }]}
      />
      <ProFormTextArea
        name="remarks"
        label={t('remarks')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 }, maxLength: 500 }}
        rules={[required('remarks')]}
      />
    </FormModal>
  );
};

export default DepositForm;
