import { ExportOutlined } from '@ant-design/icons';
import { useIntl } from '@/locales/intl';
import { Space } from 'antd';
import React from 'react';
import HashText from '@/components/HashText';
import { SafeLink } from '@/components/SafeLink';
import { explorerAddressUrl, explorerTxUrl } from '@/utils/explorer';

/** A shortened hash or address with copy, and a link to the network's block explorer when it has one. */
const ExplorerHashText: React.FC<{
  value: string | null | undefined;
  network: string | null | undefined;
  kind: 'tx' | 'address';
}> = ({ value, network, kind }) => {
  const intl = useIntl();
  const url = kind === 'tx' ? explorerTxUrl(network, value) : explorerAddressUrl(network, value);
  if (!value) return <>-</>;
  return (
    <Space size={4} wrap={false}>
      <HashText value={value} />
      {url && (
        <SafeLink href={url}>
          <ExportOutlined aria-label={intl.formatMessage({ id: 'component.explorerHashText.view' })} />
        </SafeLink>
      )}
    </Space>
  );
};

export default ExplorerHashText;
