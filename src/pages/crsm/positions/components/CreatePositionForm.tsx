import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useIntl, useMessages, type IdsUnder, type StemsOf } from '@/locales/intl';
import { Alert, Descriptions, Form, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import React, { useEffect, useState } from 'react';
import Amount from '@/components/Amount';
import { LiquidationPrice } from '@/components/CrsmCells';
import { useFormatAge } from '@/components/CrsmMarketSummary';
import { useStepUp } from '@/components/StepUp';
import { useFormSave } from '@/hooks/useFormSave';
import { createCrsmPosition, previewCrsmPosition, type CrsmCreateParams, type CrsmPreview } from '@/services/crsm';
import { crsmOrderViolations, groupDigits, isEvmAddress, isPercent, isYbtcAmount, isYuAmount } from '@/utils/crsm';
import { formatRule } from '@/utils/chainFields';

const DEFAULT_DEBT_GAS_COMPENSATION = '200';

/** The form asks for every field, the gas compensation (which the API may default) prefilled. */
type CreatePositionValues = Required<CrsmCreateParams>;

/** One key per opened form: a double click or a retry of the confirmation creates one position. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `crsm-${crypto.randomUUID()}`
    : `crsm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

interface CreatePositionFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The minimum collateral ratio, for the TRGCR check before the server's. */
  mcr?: string;
  onSaved: () => void;
}

/**
 * Creating a CRSM position in two steps: the server previews the expected debt, ICR and
 * liquidation price at the price it holds; confirming records the operation for the chain
 * executor, once. Changing any field asks for a new preview.
 */
const CreatePositionForm: React.FC<CreatePositionFormProps> = ({ open, onOpenChange, mcr, onSaved }) => {
  const intl = useIntl();
  const formatAge = useFormatAge();
  const save = useFormSave(onSaved);
  const { guard, stepUpDialog } = useStepUp();
  const [form] = Form.useForm<CreatePositionValues>();
  const [preview, setPreview] = useState<CrsmPreview>();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const t = useMessages('pages.crsm.create');

  useEffect(() => {
    if (!open) return;
    setPreview(undefined);
    setIdempotencyKey(newIdempotencyKey());
  }, [open]);

  const required = (field: StemsOf<IdsUnder<'pages.crsm.create'>, 'required'>): Rule => ({
    required: true,
    whitespace: true,
    message: t(`${field}.required`),
  });
  const percentRule = formatRule(isPercent, t('percent.invalid'));
  const orderRule =
    (field: 'trgcr' | 'tarcr' | 'maxTarcr'): Rule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const violation = crsmOrderViolations(getFieldsValue(['trgcr', 'tarcr', 'maxTarcr']), mcr)[field];
        return violation ? Promise.reject(new Error(t(`order.${violation}`, { mcr: mcr ?? '' }))) : Promise.resolve();
      },
    });
  const percentField = (field: 'trgcr' | 'tarcr' | 'maxTarcr', dependencies: string[]) => (
    <ProFormText
      name={field}
      label={t(field)}
      dependencies={dependencies}
      fieldProps={{ suffix: '%', inputMode: 'decimal', autoComplete: 'off' }}
      rules={[required(field), percentRule, orderRule(field)]}
    />
  );

  const amountField = (
    field: 'debtGasCompensation' | 'amount',
    unit: 'YU' | 'YBTC',
    isAmount: (value: string) => boolean,
  ) => (
    <ProFormText
      name={field}
      label={t(field)}
      extra={t(`${field}.extra`)}
      fieldProps={{ suffix: unit, inputMode: 'decimal', autoComplete: 'off' }}
      rules={[required(field), formatRule(isAmount, t(`${field}.invalid`))]}
    />
  );

  const trimmed = (values: CreatePositionValues): CrsmCreateParams => ({
    trgcr: values.trgcr.trim(),
    tarcr: values.tarcr.trim(),
    maxTarcr: values.maxTarcr.trim(),
    debtGasCompensation: values.debtGasCompensation.trim(),
    amount: values.amount.trim(),
    address: values.address.trim(),
  });

  return (
    <>
      <ModalForm<CreatePositionValues>
        name="createCrsmPosition"
        title={t('title')}
        form={form}
        open={open}
        onOpenChange={onOpenChange}
        width={640}
        modalProps={{ destroyOnHidden: true }}
        initialValues={{ debtGasCompensation: DEFAULT_DEBT_GAS_COMPENSATION }}
        onValuesChange={() => setPreview(undefined)}
        submitter={{ searchConfig: { submitText: preview ? t('confirm') : t('preview') } }}
        onFinish={async (values) => {
          const body = trimmed(values);
          if (!preview) {
            try {
              setPreview((await previewCrsmPosition(body)).data);
            } catch {
              // The request's error handler has said why.
            }
            return false;
          }
          // An old sign-in is asked to step up first; the retry sends the same key.
          return save(() => guard(() => createCrsmPosition(body, idempotencyKey)));
        }}
      >
        {percentField('trgcr', [])}
        {percentField('tarcr', ['trgcr'])}
        {percentField('maxTarcr', ['tarcr'])}
        {amountField('debtGasCompensation', 'YU', isYuAmount)}
        {amountField('amount', 'YBTC', isYbtcAmount)}
        <ProFormText
          name="address"
          label={t('address')}
          fieldProps={{ autoComplete: 'off', spellCheck: false }}
          rules={[required('address'), formatRule(isEvmAddress, t('address.invalid'))]}
        />
        {preview && (
          <Alert
            type={preview.priceStale ? 'error' : 'info'}
            showIcon
            message={t('preview.title')}
            description={
              <>
                <Descriptions size="small" column={1} colon>
                  <Descriptions.Item label={t('preview.price')}>
                    <Amount value={preview.price} unit="YU" showUnit /> ·{' '}
                    {t('preview.priceAge', { age: formatAge(preview.priceAgeSeconds) })}{' '}
                    {preview.priceStale && (
                      <Tag color="error">{intl.formatMessage({ id: 'pages.crsm.market.staleTag' })}</Tag>
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('preview.expectedDebt')}>
                    <Amount value={preview.expectedDebt} unit="YU" showUnit />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('preview.netDebt')}>
                    <Amount value={preview.netDebt} unit="YU" showUnit />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('preview.expectedIcr')}>
                    {groupDigits(preview.expectedIcr)}%
                  </Descriptions.Item>
                  <Descriptions.Item label={t('preview.expectedLiquidationPrice')}>
                    <LiquidationPrice value={preview.expectedLiquidationPrice} showUnit />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('preview.mcr')}>{preview.mcr}%</Descriptions.Item>
                </Descriptions>
                {preview.priceStale ? t('preview.staleWarning') : t('preview.warning')}
              </>
            }
          />
        )}
      </ModalForm>
      {stepUpDialog}
    </>
  );
};

export default CreatePositionForm;
