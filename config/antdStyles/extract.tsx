// Writes the antd styles that the sign-in page, the layout (its sider, header and header entries), Home
// and the list pages draw, as one CSS file (path in argv[2]), for config/plugins/antdStyles.ts.
//
// antd 5 writes its styles at runtime: as each component type first renders, it computes its style
// object from the theme, serialises it and inserts a <style> tag, in the page's first render. Rendered
// here on the server under the same providers as the panel (the locale's ConfigProvider with the theme, antd's App,
// ProLayout with the layout plugin's settings), each style comes out with the same cache path the
// browser would compute, and the map of those paths at the end of the file
// (`.data-ant-cssinjs-cache-path{content:...}`) tells @ant-design/cssinjs in the browser that the style
// is already on the page: it neither computes nor inserts it. That holds for ProComponents' styles (the
// layout's, the page container's, the cards' and the tables') as for antd's. Components not rendered
// here (dialogs, pickers and the like on other pages) still get their styles at runtime, as before.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { PageContainer, ProLayout, type ProLayoutProps, ProTable, StatisticCard } from '@ant-design/pro-components';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  ConfigProvider,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  Form,
  Input,
  Popconfirm,
  Result,
  Segmented,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import zhCN from 'antd/locale/zh_CN';
import fs from 'node:fs';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { PANEL_THEME } from '../theme';

if (process.env.NODE_ENV !== 'production')
  throw new Error('run with NODE_ENV=production: antd names its classes differently in development');

/** One of each component type those pages draw (their variants share one style per type). */
const Components: React.FC = () => (
  <>
    <Form>
      <Form.Item label="-" name="-" rules={[{ required: true }]}>
        <Input prefix="-" />
      </Form.Item>
      <Input.Password />
    </Form>
    <Button type="primary">-</Button>
    <Alert message="-" showIcon />
    <Divider>-</Divider>
    <Typography.Title>-</Typography.Title>
    <Typography.Text>-</Typography.Text>
    <Segmented options={['-']} size="small" />
    <Skeleton active title paragraph={{ rows: 1 }} />
    <Result status="404" title="-" />
    <Card>-</Card>
    <Descriptions items={[{ key: '-', label: '-', children: '-' }]} />
    <Space>-</Space>
    <Tag color="gold">-</Tag>
    <Spin />
    <Empty />
    <Avatar size="small" />
    <Tooltip title="-">-</Tooltip>
    <Popconfirm title="-">-</Popconfirm>
    <Dropdown menu={{ items: [] }}>
      <span>-</span>
    </Dropdown>
    <Table columns={[{ title: '-', dataIndex: 'value' }]} dataSource={[{ key: 1, value: '-' }]} />
  </>
);

// Server rendering warns that layout effects do not run; here only the styles matter.
const report = console.error;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) report(...args);
};

/** The props of .umirc.ts's layout, src/app.tsx's runtime layout and Umi's layout plugin that shape its styles. */
const layoutProps: ProLayoutProps = {
  layout: 'mix',
  // What Umi's layout plugin passes, although ProLayout's type does not list it.
  navTheme: 'dark' as ProLayoutProps['navTheme'],
  siderWidth: 256,
  fixSiderbar: true,
  fixedHeader: true,
  title: '-',
  logo: false,
  // A page of its own and a group of pages, as the menu has.
  route: {
    path: '/',
    children: [
      { path: '/-', name: '-', icon: <span /> },
      { path: '/-/', name: '-', icon: <span />, children: [{ path: '/-/-', name: '-' }] },
    ],
  },
  location: { pathname: '/-/-' },
  contentStyle: { padding: 0 },
  avatarProps: { size: 'small', title: '-' },
  // The header's entries (src/components/HeaderActions) take the header's own theme.
  actionsRender: () => [
    // The bell (src/components/AttentionBell): a badge in a button, with its tooltip.
    <Tooltip key="bell" title="-">
      <Button
        type="text"
        icon={
          <Badge count={1} size="small">
            <span />
          </Badge>
        }
      />
    </Tooltip>,
    <Segmented key="language" options={['-']} size="small" />,
    <Popconfirm key="sign-out" title="-">
      <Button type="text">-</Button>
    </Popconfirm>,
    <Avatar key="avatar" size="small" />,
  ],
};

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider locale={zhCN} theme={PANEL_THEME}>
      <App>
        <Components />
        <ProLayout {...layoutProps}>
          <PageContainer title="-">
            <Components />
            <StatisticCard statistic={{ title: '-', value: 1 }} />
            <ProTable
              columns={[{ title: '-', dataIndex: 'value' }]}
              dataSource={[{ key: 1, value: '-' }]}
              rowKey="key"
            />
          </PageContainer>
        </ProLayout>
        {/* The menu while it loads: a skeleton in the sider's theme. */}
        <ProLayout {...layoutProps} menu={{ loading: true }} />
      </App>
    </ConfigProvider>
  </StyleProvider>,
);
// ProComponents' styles come last, after antd's, in the order the browser inserts them when it draws
// these components: their effects run a child's before its parent's, the reverse of the order of the
// server's render, and rules of the same weight were written for that order (PageContainer's header
// padding overrides PageHeader's). The panel's stylesheet still follows them all, and those of
// ProComponents drawn only elsewhere (forms in dialogs and the like) are still inserted at runtime,
// after this file. antd registers a style under [component, prefix, ...] and ProComponents under its
// name alone.
const proStyles = Array.from(cache.cache.entries()).filter(([key]) => {
  const [kind, , ...stylePath] = key.split('%');
  return kind === 'style' && stylePath.length < 2;
});
for (const [key] of proStyles) cache.cache.delete(key);
for (const [key, value] of proStyles.reverse()) cache.cache.set(key, value);
fs.writeFileSync(process.argv[2], extractStyle(cache, { plain: true }));
