import type { TestApi } from './apiServer';
import { fixedDeposit } from './custodyAddresses';

interface ObservedDeposit {
  institution: string;
  amount: string;
  depositHash: string;
  remarks: string;
}

/** `rootToken` records a fixed deposit that the indexer then sees with 6 confirmations; the deposit's id. */
export async function depositObservedOnChain(
  api: TestApi,
  { rootToken, indexerToken }: { rootToken: string; indexerToken: string },
  { institution, amount, depositHash, remarks }: ObservedDeposit,
) {
  const recorded = await api.call(
    'POST',
    '/api/selfCustody/deposits',
    fixedDeposit(institution, { amount, depositHash, remarks }),
    rootToken,
  );
  expect(recorded.statusCode).toBe(200);
  const observed = await api.call(
    'POST',
    '/api/service/deposits/observed',
    { depositHash, amount, confirmations: 6 },
    indexerToken,
  );
  expect(observed.statusCode).toBe(200);
  return recorded.json().data.id as number;
}
