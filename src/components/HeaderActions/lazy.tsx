import React, { lazy, Suspense } from 'react';
import type { HEADER_ITEMS } from '.';

type ItemName = keyof typeof HEADER_ITEMS;
const ORDER: ItemName[] = [
  'AttentionBell',
  'WalletAccount',
  'LanguageSwitch',
  'BindWalletButton',
  'ChangePasswordEntry',
  'TwoFactorEntry',
  'ApprovalEmailsEntry',
  'SignOutButton',
];

// One chunk for the whole header, fetched once the layout renders: the entry script stays small for the sign-in page.
const loadHeader = () => import(/* webpackChunkName: "header" */ '.');

/** Starts the header's download early (a session is being read); a failure shows when the layout asks. */
export function preloadHeader(): void {
  loadHeader().catch(() => undefined);
}
const ITEMS = ORDER.map(
  (name) => [name, lazy(() => loadHeader().then((module) => ({ default: module.HEADER_ITEMS[name] })))] as const,
);

/** ProLayout's `actionsRender`: each header entry in its own slot, all from the one header chunk. */
export function headerActions(): React.ReactNode[] {
  return ITEMS.map(([name, Item]) => (
    <Suspense key={name} fallback={null}>
      <Item />
    </Suspense>
  ));
}
