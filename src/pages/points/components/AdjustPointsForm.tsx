import { ProFormTextArea } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import React from 'react';
import { PointsField, TaprootAddressField } from '@/components/CommunityFields';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { adjustPoints, type AdjustPointsParams, type PointsBalanceItem } from '@/services/points';
import { isPointsDelta } from '@/utils/points';

interface AdjustPointsValues extends AdjustPointsParams {
  address: string;
}

interface AdjustPointsFormProps extends ItemFormProps {
  /** The address whose row was chosen; none to adjust an address typed in. */
  balance?: PointsBalanceItem;
}

/** Adds or deducts points with a required reason; the server keeps both as history and refuses a negative result. */
const AdjustPointsForm: React.FC<AdjustPointsFormProps> = ({ balance, onSaved, ...modal }) => {
  const save = useFormSave(onSaved);
  const t = useMessages('pages.points');

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
      <TaprootAddressField
        label={t('address')}
        disabled={balance !== undefined}
        extra={balance && t('adjust.currentBalance', { balance: balance.balance })}
      />
      <PointsField
        name="delta"
        label={t('delta')}
        extra={t('delta.extra')}
        check={isPointsDelta}
        requiredMessage={t('delta.required')}
        invalidMessage={t('delta.invalid')}
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
