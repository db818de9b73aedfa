-- The product's services push statistics and hedging records through the service API with their own scopes.
ALTER TABLE service_tokens DROP CONSTRAINT IF EXISTS service_tokens_scopes_check;
ALTER TABLE service_tokens ADD CONSTRAINT service_tokens_scopes_check
  CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['executor', 'indexer', 'statistics', 'hedging']::text[]);
