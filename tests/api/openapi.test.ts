// docs/openapi.json is the API's own document, kept current: regenerate it with `npm run openapi`.
import fs from 'node:fs';
import { formatOpenApi, OPENAPI_FILE } from '../../server/src/openapi';
import { SERVICE_SCOPES } from '../../server/src/serviceTokens/schema';
import { testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

type Operation = { security?: Record<string, string[]>[]; 'x-service-scope'?: string; 'x-permissions'?: string[] };

it('matches what the server describes at /api/openapi.json (run `npm run openapi` after changing a route)', async () => {
  const served = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(formatOpenApi(served.json()));
});

it('names the service token and its scope on every service route, and a session with its permissions elsewhere', () => {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.values(methods).map((operation) => ({ url, operation })),
  );
  const service = operations.filter(({ url }) => url.startsWith('/api/service/'));
  expect(service.map(({ url }) => url).sort()).toEqual(
    expect.arrayContaining([
      '/api/service/crsm/positions',
      '/api/service/crsm/price',
      '/api/service/deposits/observed',
      '/api/service/hedgingStrategies/cexDeposits',
      '/api/service/hedgingStrategies/crossChain',
      '/api/service/hedgingStrategies/rewardWithdrawals',
      '/api/service/hedgingStrategies/spotSales',
      '/api/service/institutions/vault',
      '/api/service/operations/{id}/report',
      '/api/service/outbox',
      '/api/service/overview/snapshots',
      '/api/service/statistics/lotteryDraws',
      '/api/service/statistics/pageViews',
      '/api/service/statistics/positions',
      '/api/service/statistics/teams',
      '/api/service/statistics/walletConnections',
      '/api/service/withdrawals',
    ]),
  );
  for (const { operation } of service) {
    expect(operation.security).toEqual([{ serviceToken: [] }]);
    expect(SERVICE_SCOPES).toContain(operation['x-service-scope']);
  }
  const mint = document.paths['/api/selfCustody/deposits/{id}/mint'].post;
  expect(mint).toMatchObject({ security: [{ session: [] }], 'x-permissions': ['deposits:confirmMint'] });
  expect(document.paths['/api/auth/login'].post.security).toEqual([]);
});
