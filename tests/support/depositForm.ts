// The deposit form filled in as a custody operator does, for the end-to-end journeys that record a deposit.
import type { Locator, Page } from 'playwright-core';
import { COBO, RECEIVER } from './custodyAddresses';
import { DEPOSIT_FORM_TEXT } from './depositFormText';

/**
 * Fills the open deposit form after its user fields, as `fixedDeposit` does for the API: paid into COBO,
 * minting to RECEIVER, a fixed deposit locked until 2027; then presses OK and waits for the form to close.
 */
export async function submitDepositForm(
  page: Page,
  form: Locator,
  locale: keyof typeof DEPOSIT_FORM_TEXT,
  fields: { amount: string; depositHash: string; remarks: string },
) {
  const t = DEPOSIT_FORM_TEXT[locale];
  await form.getByLabel(t.amount, { exact: true }).fill(fields.amount);
  await form.getByLabel(t.cobo, { exact: true }).fill(COBO);
  await form.getByLabel(t.depositHash, { exact: true }).fill(fields.depositHash);
  await form.getByLabel(t.receiving, { exact: true }).fill(RECEIVER);
  await form.getByLabel(t.type, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: t.fixed }).click();
  await form.getByLabel(t.lockTime, { exact: true }).click();
  await form.getByLabel(t.lockTime, { exact: true }).fill('2027-01-01 00:00:00');
  await form.getByLabel(t.lockTime, { exact: true }).press('Enter');
  await form.getByLabel(t.remarks, { exact: true }).fill(fields.remarks);
  await form.getByRole('button', { name: /^(OK|确\s*[认定])$/ }).click();
  await form.waitFor({ state: 'hidden' });
}
