// The panel for the journeys that need what the chain shows: the super administrator signed in and an
// indexer service token reporting deposits observed, withdrawals requested, the BTC price and positions.
import type { LightMyRequestResponse } from 'fastify';
import { crsmPositionFigures } from '../../server/src/crsm/demo';
import { type PanelUnderTest, startPanel } from './browser';

export interface IndexerPanel {
  panel: PanelUnderTest;
  /** The super administrator's session token. */
  rootToken: string;
  /** A report as the indexer service makes it. */
  indexer(method: 'POST' | 'PUT', url: string, payload: object): Promise<LightMyRequestResponse>;
}

export async function startPanelWithIndexer(): Promise<IndexerPanel> {
  const panel = await startPanel();
  const rootToken = await panel.api.signIn();
  const indexerToken = await panel.api.serviceToken('indexer', rootToken, 'e2e indexer');
  return {
    panel,
    rootToken,
    indexer: (method, url, payload) => panel.api.call(method, url, payload, indexerToken),
  };
}

/**
 * A CRSM position as the indexer reports it (POST /api/service/crsm/positions): `collateral` locked and in
 * the trove, `debt` without interest, trigger 130 %, target 150 % and at most 170 %, observed now; no
 * deposits or gains unless `fields` say otherwise.
 */
export function positionReport(
  troveId: string,
  address: string,
  collateral: string,
  debt: string,
  fields: { deposits?: string; yieldGains?: string; debtTokenBalance?: string; observedAt?: string } = {},
) {
  const { observedAt = new Date().toISOString(), ...terms } = fields;
  return { ...crsmPositionFigures(troveId, address, [collateral, debt, '0'], terms), observedAt };
}
