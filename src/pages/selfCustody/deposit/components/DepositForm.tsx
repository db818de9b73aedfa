import { ProFormDateTimePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { Dayjs } from 'dayjs';
import React from 'react';
import FormModal, { type FormModalState } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { DEPOSIT_TYPES, type DepositCreateParams, recordDeposit } from '@/services/selfCustody';
import { formatRule, isBtcAmount, isBtcTxHash, isEvmAddress, looksLikeBtcAddress } from '@/utils/chainFields';

interface DepositFormProps extends FormModalState {
  onSaved: () => void;
}

/** The lock time goes as an instant (ISO 8601), read in the browser's zone. */
const toInstant = (value: Dayjs) => value.toISOString();

/** "Record deposit": every field required, each checked as the server checks it. */
const DepositForm: React.FC<DepositFormProps> = ({ onSaved, ...modal }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string) => intl.formatMessage({ id: `pages.selfCustody.deposit.${id}` });
  const required = (field: string) => ({ required: true, whitespace: true, message: t(`${field}.required`) });
  const btcAddress = formatRule(looksLikeBtcAddress, t('btcAddress.invalid'));

  return (
    <FormModal<DepositCreateParams>
      {...modal}
      name="deposit"
      title={t('record')}
      width={600}
      dateFormatter={toInstant}
      onFinish={(values) => save(() => recordDeposit(values))}
    >
      <ProFormText
        name="userAddress"
        label={t('userAddress')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[required('userAddress'), btcAddress]}
      />
      <ProFormText name="userName" label={t('userName')} rules={[required('userName'), { max: 100 }]} />
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
