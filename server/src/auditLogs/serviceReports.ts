// A service's report (the executor's, the indexer's) is audited like an administrator's change,
// and its audit row names the service token that made it.
import type { Actor } from './service';

/** The state a service's report left, as its audit row keeps it: with the service token that reported it. */
export function reportedState<State extends object>(actor: Actor, state: State) {
  return { ...state, reportedByServiceToken: actor.serviceTokenId ?? null };
}
