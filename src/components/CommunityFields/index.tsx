// The fields the community pages (points, NFT airdrops) ask for alike: a member's taproot address
// and an exact points amount, each with its required and format rules.
import { ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import React from 'react';
import { formatRule } from '@/utils/chainFields';
import { taprootAddressRule } from '@/utils/taprootAddress';

interface TaprootAddressFieldProps {
  label: string;
  disabled?: boolean;
  extra?: React.ReactNode;
}

/** The `address` field: required, a taproot address of the network in use. */
export const TaprootAddressField: React.FC<TaprootAddressFieldProps> = ({ label, disabled, extra }) => {
  const intl = useIntl();
  return (
    <ProFormText
      name="address"
      label={label}
      disabled={disabled}
      extra={extra}
      fieldProps={{ autoComplete: 'off' }}
      rules={[
        { required: true, whitespace: true, message: intl.formatMessage({ id: 'pages.community.address.required' }) },
        taprootAddressRule(intl.formatMessage({ id: 'pages.community.address.notTaproot' })),
      ]}
    />
  );
};

interface PointsFieldProps {
  name: string;
  label: string;
  extra?: React.ReactNode;
  /** Which amounts are allowed (`isPointsAmount`, `isPointsDelta`). */
  check: (value: string) => boolean;
  requiredMessage: string;
  invalidMessage: string;
}

/** A points amount typed as an exact decimal string. */
export const PointsField: React.FC<PointsFieldProps> = ({
  name,
  label,
  extra,
  check,
  requiredMessage,
  invalidMessage,
}) => (
  <ProFormText
    name={name}
    label={label}
    extra={extra}
    fieldProps={{ autoComplete: 'off', inputMode: 'decimal' }}
    rules={[{ required: true, whitespace: true, message: requiredMessage }, formatRule(check, invalidMessage)]}
  />
);
