import type React from 'react';
import { MENU_ICONS } from '../../contract/vocabulary';
import { isExternalMenuAddress } from '../../contract/menuAddress';
import { MENU_ICON_COMPONENTS, memoizedMenuData, menuDataOf } from '../../src/utils/menuData';
import { permittedRoute } from '../support/permittedRoute';

const news = {
  ...permittedRoute('/news'),
  identifier: 'news',
  nameZh: '新闻管理',
  nameEn: 'News Manage',
  icon: 'read' as const,
};
const hedging = {
  ...permittedRoute('/hedgingStrategies', [permittedRoute('/hedgingStrategies/spotSales')]),
  identifier: 'hedgingStrategies',
  nameZh: '对冲策略统计',
  nameEn: '',
};
const tree = [news, hedging];

describe("the sidebar's menu from the session's menu tree", () => {
  it('names each menu in the panel language, keyed by identifier, with its path', () => {
    expect(menuDataOf(tree, 'en-US')[0]).toMatchObject({
      key: 'news',
      path: '/news',
      name: 'News Manage',
      locale: false,
    });
    expect(menuDataOf(tree, 'zh-CN')[0]).toMatchObject({ name: '新闻管理' });
  });

  it('leaves out a menu with no name in this language, from the sidebar and the breadcrumbs', () => {
    const [, inEnglish] = menuDataOf(tree, 'en-US');
    expect(inEnglish).toMatchObject({ hideInMenu: true, name: '' });
    expect(inEnglish.children?.[0]).toMatchObject({ path: '/hedgingStrategies/spotSales' });
    expect(menuDataOf(tree, 'zh-CN')[1].hideInMenu).toBeUndefined();
  });

  it('draws the chosen icon, hidden from screen readers (the name is what they read)', () => {
    const icon = menuDataOf(tree, 'en-US')[0].icon as React.ReactElement<{ 'aria-hidden'?: boolean }>;
    expect(icon.type).toBe(MENU_ICON_COMPONENTS.read);
    expect(icon.props['aria-hidden']).toBe(true);
    expect(menuDataOf(tree, 'en-US')[1].icon).toBeUndefined();
  });

  it('has a drawing for every icon the server accepts', () => {
    expect(Object.keys(MENU_ICON_COMPONENTS).sort()).toEqual([...MENU_ICONS].sort());
  });

  it('leaves out an address stored before the shared rule that is neither a page nor an outside address, and draws a look-alike host in punycode', () => {
    const stored = (identifier: string, path: string) => ({
      ...permittedRoute(path),
      identifier,
      nameZh: identifier,
      nameEn: identifier,
      icon: null,
    });
    const menu = menuDataOf(
      [
        news,
        stored('port', 'https://evil.example:99999/'),
        stored('backslash', 'https://evil.example\\admin.example.com'),
        stored('lookalike', 'https://аdmin.example.com/login'),
      ],
      'en-US',
    );
    expect(menu.map((item) => [item.key, item.path])).toEqual([
      ['news', '/news'],
      ['lookalike', 'https://xn--dmin-43d.example.com/login'],
    ]);
  });

  it('tells external addresses from pages of the panel', () => {
    expect(isExternalMenuAddress('https://mempool.space')).toBe(true);
    expect(isExternalMenuAddress('/news')).toBe(false);
    expect(isExternalMenuAddress('http://example.com')).toBe(false);
  });

  it('hands back the same menu for the same tree and language, and a new one when either changes', () => {
    const menuFor = memoizedMenuData();
    const first = menuFor(tree, 'en-US');
    expect(menuFor(tree, 'en-US')).toBe(first);
    expect(menuFor(tree, 'zh-CN')).not.toBe(first);
    expect(menuFor([...tree], 'zh-CN')).not.toBe(menuFor(tree, 'zh-CN'));
  });
});
