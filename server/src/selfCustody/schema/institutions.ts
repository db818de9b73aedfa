// Request and answer shapes of institutions and their data panel, and the vault figures the service API receives.
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import { pageQuery } from '../../http/envelope';
import {
  btcAddressField,
  btcBalance,
  evmAddress,
  parseBtcAddress,
  ratioPercent,
  tokenAmount,
} from '../../http/chainFields';
import { decimal, isoTime, singleLineName } from '../../http/fields';

export const institutionName = singleLineName();

export const institutionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  btcAccount: z.string(),
  createdAt: isoTime,
});
export type InstitutionItem = z.infer<typeof institutionItem>;

export function institutionListQuery(network: BtcNetwork) {
  return z.strictObject({
    ...pageQuery,
    /** Any spelling of a valid address finds the institution holding it; anything else finds none. */
    btcAccount: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .transform((value) => parseBtcAddress(value, network)?.address ?? value)
      .optional()
      .describe('Exactly this BTC account (in any letter case a bech32 address allows)'),
    search: z.string().trim().max(100).optional().describe('Part of the name or of the BTC account'),
  });
}
export type InstitutionListQuery = z.infer<ReturnType<typeof institutionListQuery>>;

export const renameInstitutionBody = z.strictObject({ name: institutionName });

const figure = (schema: z.ZodType<string>) => schema.nullable();
const dataPanelRow = z.object({
  institutionId: z.number().int(),
  name: z.string(),
  btcAccount: z.string(),
  btcAmount: decimal,
  btcPendingAmount: decimal,
  multisigContract: z.string().nullable(),
  vaultCollateral: decimal.nullable(),
  vaultDebt: decimal.nullable(),
  yuInSp: decimal.nullable(),
  yuInWallet: decimal.nullable(),
  claimableYbtc: decimal.nullable(),
  claimableYu: decimal.nullable(),
  triggerCr: decimal.nullable(),
  targetCr: decimal.nullable(),
  maxTargetCr: decimal.nullable(),
  vaultReportedAt: isoTime.nullable(),
});
export type DataPanelRow = z.infer<typeof dataPanelRow>;
const dataPanelTotals = z.object({
  btcAmount: decimal,
  btcPendingAmount: decimal,
  vaultCollateral: decimal,
  vaultDebt: decimal,
  yuInSp: decimal,
  yuInWallet: decimal,
  claimableYbtc: decimal,
  claimableYu: decimal,
});
export const dataPanel = z.object({ rows: z.array(dataPanelRow), totals: dataPanelTotals });

// ---- the service API

export function vaultReportBody(network: BtcNetwork) {
  return z.strictObject({
    btcAccount: btcAddressField(network),
    name: institutionName
      .optional()
      .describe("A new institution's name (its account otherwise); a known institution keeps its own"),
    multisigContract: evmAddress.optional(),
    vaultCollateral: figure(btcBalance),
    vaultDebt: figure(tokenAmount),
    yuInSp: figure(tokenAmount),
    yuInWallet: figure(tokenAmount),
    claimableYbtc: figure(btcBalance),
    claimableYu: figure(tokenAmount),
    triggerCr: figure(ratioPercent),
    targetCr: figure(ratioPercent),
    maxTargetCr: figure(ratioPercent),
  });
}
export type VaultReportInput = z.infer<ReturnType<typeof vaultReportBody>>;
