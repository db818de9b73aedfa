import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import FormModal, { type FormModalState } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { adjustPoints, type AdjustPointsParams, type PointsBalanceItem } from '@/services/points';
import { isPointsDelta, pointsRule } from '@/utils/points';
import { taprootAddressRule } from '@/utils/taprootAddress';

interface AdjustPointsValues extends AdjustPointsParams {
  address: string;
}

interface AdjustPointsFormProps extends FormModalState {
  /** The address whose row was chosen; none to adjust an address typed in. */
  balance?: PointsBalanceItem;
  onSaved: () => void;
}

/** Adds or deducts points with a required reason; the server keeps both as history and refuses a negative result. */
const AdjustPointsForm: React.FC<AdjustPointsFormProps> = ({ balance, onSaved, ...modal }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `pages.points.${id}` }, values);

  return (
    <FormModal<AdjustPointsValues>
      {...modal}
      name="adjustPoints"
      title={t('adjust')}
      width={560}
      initialValues={balance && { address: balance.address }}
      onFinish={({ address, delta, reason }) =>
        save(() => adjustPoints(address.trim(), { delta: delta.trim(), reason: reason.trim() }))
      }
    >
      <ProFormText
        name="address"
        label={t('address')}
        disabled={balance !== undefined}
        extra={balance && t('adjust.currentBalance', { balance: balance.balance })}
        fieldProps={{ autoComplete: 'off' }}
        rules={[
          { required: true, whitespace: true, message: intl.formatMessage({ id: 'pages.community.address.required' }) },
          taprootAddressRule(intl.formatMessage({ id: 'pages.community.address.notTaproot' })),
        ]}
      />
      <ProFormText
        name="delta"
        label={t('delta')}
        extra={t('delta.extra')}
        fieldProps={{ autoComplete: 'off', inputMode: 'decimal' }}
        rules={[
          { required: true, whitespace: true, message: t('delta.required') },
          pointsRule(isPointsDelta, t('delta.invalid')),
        ]}
      />
      <ProFormTextArea
        name="reason"
        label={t('reason')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 }, maxLength: 500, showCount: true }}
        rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
      />
    </FormModal>
  );
};

export default AdjustPointsForm;
