-- An Idempotency-Key belongs to whoever sent it: an administrator, or a service token (the product's
-- site handing over feedback retries with the same key and must not make two rows). Exactly one owner.
ALTER TABLE idempotency_keys ADD COLUMN service_token_id integer REFERENCES service_tokens(id) ON DELETE CASCADE;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ALTER COLUMN admin_id DROP NOT NULL;
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_one_owner CHECK ((admin_id IS NULL) <> (service_token_id IS NULL));
CREATE UNIQUE INDEX idempotency_keys_admin_key ON idempotency_keys(admin_id, key) WHERE admin_id IS NOT NULL;
CREATE UNIQUE INDEX idempotency_keys_service_key ON idempotency_keys(service_token_id, key) WHERE service_token_id IS NOT NULL;
