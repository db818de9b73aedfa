import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import Amount from '@/components/Amount';
import { ellipsisCell } from '@/components/EllipsisCell';
import ExplorerHashText from '@/components/ExplorerHashText';
import { HEDGING_NETWORKS, type HedgingRecordPath, type HedgingRecords } from '@/services/hedgingStrategies';
import type { AmountUnit } from '../../../../contract/vocabulary';
import type { IdsUnder, MessageId, PanelIntl } from '@/locales/intl';

type IntlShape = PanelIntl;
type HedgingId = IdsUnder<'pages.hedgingStrategies'>;
export const label = (intl: IntlShape, id: HedgingId) => intl.formatMessage({ id: `pages.hedgingStrategies.${id}` });
type HedgingNetwork = (typeof HEDGING_NETWORKS)[number];
/** `bitcoin-testnet` as the message files spell it, `bitcoin_testnet`; the type checks every network has its message. */
type Underscored<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}_${Underscored<Tail>}`
  : Name;
const networkKey = (network: HedgingNetwork) => network.replace(/-/g, '_') as Underscored<HedgingNetwork>;
/** A network's name; an unknown network shows as sent. */
const networkName = (intl: IntlShape, network: string) =>
  (HEDGING_NETWORKS as readonly string[]).includes(network)
    ? label(intl, `network.${networkKey(network as HedgingNetwork)}`)
    : network;

/** A network, shown by name and filtered by a select of the known networks under the query key `dataIndex`. */
function networkColumn<Item>(intl: IntlShape, titleId: HedgingId, dataIndex: keyof Item & string): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    valueType: 'select',
    valueEnum: Object.fromEntries(HEDGING_NETWORKS.map((network) => [network, { text: networkName(intl, network) }])),
    render: (_, item) => <Tag>{networkName(intl, String(item[dataIndex]))}</Tag>,
  };
}

/** A hash or address, shortened with copy and an explorer link for the row's network. */
function chainColumn<Item>(
  intl: IntlShape,
  titleId: HedgingId,
  dataIndex: keyof Item & string,
  kind: 'tx' | 'address',
  networkOf: (item: NoInfer<Item>) => string | null,
): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    render: (_, item) => (
      <ExplorerHashText value={String(item[dataIndex] ?? '')} network={networkOf(item)} kind={kind} />
    ),
  };
}

function textColumn<Item>(intl: IntlShape, titleId: HedgingId, dataIndex: keyof Item & string): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    ...ellipsisCell<Item>((item) => item[dataIndex], { width: 180 }),
  };
}

/**
 * A decimal at the precision of its unit (the record's own token, or a fixed unit such as USDC for
 * prices), grouped, aligned right; sortable when it is the record's amount.
 */
function decimalColumn<Item extends { token: string }>(
  intl: IntlShape,
  titleId: HedgingId,
  dataIndex: keyof Item & string,
  unit: AmountUnit | 'token',
  column: Partial<ProColumns<Item>> = {},
): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    align: 'right',
    render: (_, item) => <Amount value={String(item[dataIndex] ?? '')} unit={unit === 'token' ? item.token : unit} />,
    ...column,
  };
}

function tokenColumn<Item>(intl: IntlShape, titleId: HedgingId = 'token'): ProColumns<Item> {
  return { title: label(intl, titleId), dataIndex: 'token', fieldProps: { placeholder: 'USDC' } };
}

/** Where a record's hashes and addresses live: its network, or for a cross-chain transfer its source chain. */
const networkOf = (item: { network: string }) => item.network;
const sourceChainOf = (item: { sourceChain: string }) => item.sourceChain;

/** A transfer of a token on one network: its transaction hash, the network, the token and the amount. */
function transferColumns<Item extends { network: string; token: string; txHash: string; amount: string }>(
  intl: IntlShape,
  txHashTitleId: HedgingId,
): ProColumns<Item>[] {
  return [
    chainColumn<Item>(intl, txHashTitleId, 'txHash', 'tx', networkOf),
    networkColumn<Item>(intl, 'network', 'network'),
    tokenColumn<Item>(intl),
    decimalColumn<Item>(intl, 'amount', 'amount', 'token'),
  ];
}

export interface HedgingKind<Kind extends HedgingRecordPath> {
  /** The page's menu key (`menu.hedgingStrategies.<name>`), its title. */
  menuKey: MessageId;
  /**
   * The kind's own columns in the spec's order, amount included; the search box and record time are added.
   * Their cells render again only when their row or the interface language changes (`useStableCells`): they may read nothing else.
   */
  columns: (intl: IntlShape) => ProColumns<HedgingRecords[Kind]>[];
  /** The kind's columns (their `dataIndex`) shown only from the column settings, so the rest fit a 1366 px screen. */
  hiddenColumns?: readonly string[];
}

/** The four hedging record lists, each a page of its own: what tells them apart. */
export const HEDGING_KINDS: { [Kind in HedgingRecordPath]: HedgingKind<Kind> } = {
  rewardWithdrawals: {
    menuKey: 'menu.hedgingStrategies.rewardWithdrawal',
    hiddenColumns: ['targetAddress', 'receivingAccount'],
    columns: (intl) => [
      textColumn(intl, 'accountName', 'accountName'),
      chainColumn(intl, 'accountAddress', 'accountAddress', 'address', networkOf),
      chainColumn(intl, 'targetAddress', 'targetAddress', 'address', networkOf),
      textColumn(intl, 'receivingAccount', 'receivingAccount'),
      ...transferColumns<HedgingRecords['rewardWithdrawals']>(intl, 'txHash'),
    ],
  },
  cexDeposits: {
    menuKey: 'menu.hedgingStrategies.CEXDeposits',
    columns: (intl) => [
      chainColumn(intl, 'depositAddress', 'depositAddress', 'address', networkOf),
      ...transferColumns<HedgingRecords['cexDeposits']>(intl, 'hash'),
    ],
  },
  // The implied price is checked within 0.5 % of the sell price at ingestion.
  spotSales: {
    menuKey: 'menu.hedgingStrategies.spotSales',
    hiddenColumns: ['orderId'],
    columns: (intl) => [
      textColumn(intl, 'tradingAccount', 'tradingAccount'),
      { ...textColumn(intl, 'orderId', 'orderId'), copyable: true },
      tokenColumn(intl, 'soldToken'),
      decimalColumn(intl, 'soldAmount', 'amount', 'token'),
      decimalColumn(intl, 'sellPrice', 'sellPrice', 'USDC'),
      decimalColumn(intl, 'receivedUsdc', 'receivedUsdc', 'USDC'),
      decimalColumn(intl, 'impliedPrice', 'impliedPrice', 'USDC', { tooltip: label(intl, 'impliedPriceHint') }),
    ],
  },
  crossChain: {
    menuKey: 'menu.hedgingStrategies.crossChain',
    columns: (intl) => [
      chainColumn(intl, 'crossChainAddress', 'crossChainAddress', 'address', sourceChainOf),
      networkColumn(intl, 'sourceChain', 'sourceChain'),
      networkColumn(intl, 'targetChain', 'targetChain'),
      tokenColumn(intl),
      decimalColumn(intl, 'amount', 'amount', 'token'),
      chainColumn(intl, 'txHash', 'txHash', 'tx', sourceChainOf),
    ],
  },
};
