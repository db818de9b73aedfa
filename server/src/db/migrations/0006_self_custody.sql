-- Self custody: institutions, deposits and their YBTC mints, withdrawals and refunds, the
-- operations outbox with its approvals and policy, service tokens, and idempotency keys.

CREATE TABLE institutions (
  id                serial PRIMARY KEY,
  btc_account       text NOT NULL CONSTRAINT institutions_btc_account_key UNIQUE,
  name              text NOT NULL,
  multisig_contract text,
  vault_collateral  numeric(20, 8),
  vault_debt        numeric(38, 18),
  yu_in_sp          numeric(38, 18),
  yu_in_wallet      numeric(38, 18),
  claimable_ybtc    numeric(20, 8),
  claimable_yu      numeric(38, 18),
  trigger_cr        numeric(12, 4),
  target_cr         numeric(12, 4),
  max_target_cr     numeric(12, 4),
  vault_reported_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id                     serial PRIMARY KEY,
  institution_id         integer NOT NULL REFERENCES institutions(id) ON DELETE RESTRICT,
  user_address           text NOT NULL,
  user_name              text NOT NULL,
  amount                 numeric(20, 8) NOT NULL CHECK (amount > 0),
  cobo_address           text NOT NULL,
  deposit_hash           text NOT NULL CONSTRAINT deposits_deposit_hash_key UNIQUE,
  receiving_address      text NOT NULL,
  type                   text NOT NULL CHECK (type IN ('flexible', 'fixed')),
  lock_time              timestamptz NOT NULL,
  remarks                text NOT NULL,
  eth_hash               text,
  deposit_status         text NOT NULL DEFAULT 'unconfirmed' CHECK (deposit_status IN ('unconfirmed', 'confirmed', 'mismatch')),
  observed_amount        numeric(20, 8),
  observed_confirmations integer,
  observed_at            timestamptz,
  mint_status            text NOT NULL DEFAULT 'not_minted'
                         CHECK (mint_status IN ('not_minted', 'awaiting_approval', 'pending', 'submitted', 'minted', 'failed')),
  mint_failure_reason    text,
  recorded_by            integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_created_idx ON deposits(created_at DESC, id DESC);
CREATE INDEX deposits_institution_idx ON deposits(institution_id);
CREATE INDEX deposits_mint_status_idx ON deposits(mint_status, created_at DESC);
CREATE INDEX deposits_user_address_idx ON deposits(user_address);

CREATE TABLE withdrawals (
  id                  serial PRIMARY KEY,
  institution_id      integer NOT NULL REFERENCES institutions(id) ON DELETE RESTRICT,
  user_address        text NOT NULL,
  receiving_address   text NOT NULL,
  amount              numeric(20, 8) NOT NULL CHECK (amount > 0),
  nonce               bigint NOT NULL CONSTRAINT withdrawals_nonce_key UNIQUE CHECK (nonce >= 0),
  requested_at        timestamptz NOT NULL,
  cooling_ends_at     timestamptz NOT NULL,
  status              text NOT NULL DEFAULT 'cooling' CHECK (status IN (
                        'cooling', 'awaiting_approval', 'pending', 'submitted', 'completed', 'failed',
                        'refund_requested', 'refund_awaiting_approval', 'refund_pending', 'refund_submitted', 'refunded', 'refund_failed')),
  btc_hash            text,
  refund_hash         text,
  failure_reason      text,
  refund_reason       text,
  refund_requested_by integer REFERENCES admins(id) ON DELETE SET NULL,
  refund_requested_at timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (cooling_ends_at >= requested_at)
);
CREATE INDEX withdrawals_created_idx ON withdrawals(created_at DESC, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals(status, created_at DESC);
CREATE INDEX withdrawals_institution_idx ON withdrawals(institution_id);

CREATE TABLE service_tokens (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  scopes       text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['executor', 'indexer']::text[]),
  token_hash   text NOT NULL CONSTRAINT service_tokens_token_hash_key UNIQUE,
  token_prefix text NOT NULL,
  created_by   integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz,
  revoked_by   integer REFERENCES admins(id) ON DELETE SET NULL
);

CREATE TABLE custody_operations (
  id                 serial PRIMARY KEY,
  kind               text NOT NULL CHECK (kind IN ('mint', 'withdrawal', 'refund')),
  deposit_id         integer REFERENCES deposits(id) ON DELETE RESTRICT,
  withdrawal_id      integer REFERENCES withdrawals(id) ON DELETE RESTRICT,
  attempt            integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  amount             numeric(20, 8) NOT NULL CHECK (amount > 0),
  destination        text NOT NULL,
  status             text NOT NULL CHECK (status IN ('awaiting_approval', 'approved', 'submitted', 'confirmed', 'failed')),
  required_approvals integer NOT NULL CHECK (required_approvals BETWEEN 1 AND 5),
  requested_by       integer NOT NULL REFERENCES admins(id) ON DELETE RESTRICT,
  requested_at       timestamptz NOT NULL DEFAULT now(),
  approved_at        timestamptz,
  tx_hash            text,
  submitted_at       timestamptz,
  confirmed_at       timestamptz,
  failed_at          timestamptz,
  failure_reason     text,
  reported_by        integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'mint') = (deposit_id IS NOT NULL)),
  CHECK ((kind = 'mint') = (withdrawal_id IS NULL))
);
-- The database itself holds the rule "one live operation per deposit or withdrawal and kind":
-- a second confirmation racing the first cannot insert a second operation.
CREATE UNIQUE INDEX custody_operations_one_live_mint ON custody_operations(deposit_id) WHERE kind = 'mint' AND status <> 'failed';
CREATE UNIQUE INDEX custody_operations_one_live_withdrawal ON custody_operations(withdrawal_id, kind) WHERE kind <> 'mint' AND status <> 'failed';
CREATE INDEX custody_operations_outbox_idx ON custody_operations(status, approved_at, id);

CREATE TABLE custody_approvals (
  operation_id integer NOT NULL REFERENCES custody_operations(id) ON DELETE CASCADE,
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE RESTRICT,
  approved_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (operation_id, admin_id)
);

CREATE TABLE approval_policies (
  kind               text PRIMARY KEY CHECK (kind IN ('mint', 'withdrawal', 'refund')),
  required_approvals integer NOT NULL DEFAULT 1 CHECK (required_approvals BETWEEN 1 AND 5),
  above_amount       numeric(20, 8) NOT NULL DEFAULT 0 CHECK (above_amount >= 0),
  updated_by         integer REFERENCES admins(id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO approval_policies (kind) VALUES ('mint'), ('withdrawal'), ('refund');

CREATE TABLE idempotency_keys (
  admin_id    integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  key         text NOT NULL,
  fingerprint text NOT NULL,
  response    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (admin_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys(created_at);

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('custody:approvalPolicy', '审批策略', 'Approval policy', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'selfCustody.dataPanel'), 1);
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('serviceTokens:manage', '服务令牌', 'Service tokens', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'selfCustody.dataPanel'), 2);
