import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import React from 'react';
import { menuAddressOf } from '../../contract/menuAddress';
import type { MenuIcon } from '../../contract/vocabulary';
import type { PermittedRoute } from '../services/types';
import type { AppLocale } from './locale';

type IconComponent = typeof HomeOutlined;

/** The icon a menu may choose (contract/vocabulary.ts's MENU_ICONS), drawn with Ant Design's outlined set. */
export const MENU_ICON_COMPONENTS: Record<MenuIcon, IconComponent> = {
  home: HomeOutlined,
  read: ReadOutlined,
  message: MessageOutlined,
  barChart: BarChartOutlined,
  notification: NotificationOutlined,
  trophy: TrophyOutlined,
  gift: GiftOutlined,
  dashboard: DashboardOutlined,
  safetyCertificate: SafetyCertificateOutlined,
  bank: BankOutlined,
  fund: FundOutlined,
  swap: SwapOutlined,
  link: LinkOutlined,
  global: GlobalOutlined,
  file: FileOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  setting: SettingOutlined,
  appstore: AppstoreOutlined,
  star: StarOutlined,
};

/** A menu's icon, decorative: the menu's name is what a screen reader reads (not "read News Manage"). */
export function menuIcon(icon: MenuIcon | null | undefined): React.ReactNode {
  if (!icon) return undefined;
  const Icon = MENU_ICON_COMPONENTS[icon];
  return <Icon aria-hidden />;
}

/**
 * ProLayout's menu from the session's menu tree, in the panel's language: the sidebar, the
 * breadcrumbs, the tab title and the page heading all read it. A menu with no name in this language
 * is not shown in it: not in the sidebar, not in a breadcrumb (its pages keep their own names).
 */
export function menuDataOf(tree: PermittedRoute[], locale: AppLocale): MenuDataItem[] {
  return tree.flatMap((entry) => {
    // Judged as the server judges it (contract/menuAddress.ts): an address stored before that rule, and
    // neither a page nor an outside address by it, is not drawn (it would open as a page of the panel);
    // an outside address is drawn as the browser will open it, its host in punycode.
    const address = menuAddressOf(entry.path);
    if (!address) return [];
    const own = locale === 'zh-CN' ? entry.nameZh : entry.nameEn;
    const item: MenuDataItem = {
      key: entry.identifier,
      path: address.kind === 'external' ? address.href : address.path,
      name: own,
      icon: menuIcon(entry.icon),
      locale: false,
    };
    if (!own) item.hideInMenu = true;
    if (entry.routes?.length) item.children = menuDataOf(entry.routes, locale);
    return [item];
  });
}

/** The same menu for the same tree and language, so that ProLayout does not lay its menu out again on every render. */
export function memoizedMenuData(): (tree: PermittedRoute[], locale: AppLocale) => MenuDataItem[] {
  let last: { tree: PermittedRoute[]; locale: AppLocale; menu: MenuDataItem[] } | undefined;
  return (tree, locale) => {
    if (last?.tree !== tree || last.locale !== locale) last = { tree, locale, menu: menuDataOf(tree, locale) };
    return last.menu;
  };
}
