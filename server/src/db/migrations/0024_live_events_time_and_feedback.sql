-- Live events that time writes (server/src/events/clock.ts): a withdrawal's cooling time has passed,
-- the BTC price in use has gone stale. Every server instance's clock looks for them; this index lets
-- the first one write each event and makes the others' inserts do nothing.
CREATE UNIQUE INDEX events_timed_once_idx ON events (action, entity_id)
  WHERE action IN ('withdrawal.cooled', 'crsm.priceStale');

-- "Feedback received" is an event too: the product's site hands user feedback over with its own scope.
ALTER TABLE service_tokens DROP CONSTRAINT IF EXISTS service_tokens_scopes_check;
ALTER TABLE service_tokens ADD CONSTRAINT service_tokens_scopes_check
  CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['executor', 'indexer', 'statistics', 'hedging', 'feedback']::text[]);
