// The non-escalation invariant through the services: a sample of the random worlds of roles and non-super
// administrators that tests/unit/server-authorityProperty.test.ts checks by the thousand against the
// policies in memory (seeded, so a failure replays), each sending its administrative requests through
// the API. After every step: nobody's permissions grew beyond the actor's, the actor gained nothing, a
// refusal changed nothing, a super administrator remains, and no money operation was approved by fewer
// distinct people than its policy asks. `npm run bench authority` plays thousands through the API.
import { checkAuthorityProperty } from '../support/authorityModel';
import { COMMAND_KINDS, sidesNotReached } from '../support/authorityWorlds';
import { testApiForBlock, type TestApi } from '../support/apiServer';

/** Enough worlds that every kind of request is both accepted and refused through the API. */
const WORLDS = 60;

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

it('no sequence of administrative requests by non-super administrators escalates anyone', async () => {
  const tally = await checkAuthorityProperty(api, {
    numRuns: WORLDS,
    seed: Number(process.env.AUTHORITY_SEED ?? 2424),
  });
  expect(tally.runs).toBe(WORLDS);
  // The worlds reach both sides of every rule through the API; a rename of a shipped permission is refused
  // (a world's own permission is renamed only in memory, where the sample is larger).
  const kinds = COMMAND_KINDS.filter((kind) => kind !== 'renamePermission');
  expect(sidesNotReached(tally, kinds)).toEqual([]);
  expect(tally.refused.renamePermission).toBeGreaterThan(0);
}, 600_000);
