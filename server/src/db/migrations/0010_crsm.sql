-- CRSM positions: the troves (YBTC collateral against YU debt) that the indexer reports, with
-- the history of their figures; the BTC price it reports; the MCR / CCR settings; and the
-- creation requests, which leave through the custody outbox as 'crsm_open' operations.

CREATE TABLE crsm_settings (
  id                    integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  mcr                   numeric(12, 4) NOT NULL DEFAULT 110 CHECK (mcr > 100),
  ccr                   numeric(12, 4) NOT NULL DEFAULT 150,
  price_max_age_seconds integer NOT NULL DEFAULT 3600 CHECK (price_max_age_seconds BETWEEN 60 AND 604800),
  updated_by            integer REFERENCES admins(id) ON DELETE SET NULL,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (ccr > mcr)
);
INSERT INTO crsm_settings DEFAULT VALUES;

-- Every reported price is kept; the one observed last is the price in use.
CREATE TABLE crsm_btc_prices (
  id          bigserial PRIMARY KEY,
  price       numeric(28, 8) NOT NULL CHECK (price > 0),
  observed_at timestamptz NOT NULL,
  reported_by integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crsm_btc_prices_observed_idx ON crsm_btc_prices(observed_at DESC, id DESC);

-- The latest snapshot of each trove; total debt is the trove's debt plus its accrued interest.
CREATE TABLE crsm_positions (
  trove_id           text PRIMARY KEY,
  position_id        text NOT NULL,
  address            text NOT NULL,
  collateral_locked  numeric(20, 8) NOT NULL CHECK (collateral_locked >= 0),
  trove_collateral   numeric(20, 8) NOT NULL CHECK (trove_collateral >= 0),
  trove_debt         numeric(38, 18) NOT NULL CHECK (trove_debt >= 0),
  trove_interest     numeric(38, 18) NOT NULL CHECK (trove_interest >= 0),
  total_debt         numeric(38, 18) GENERATED ALWAYS AS (trove_debt + trove_interest) STORED,
  deposits           numeric(38, 18) NOT NULL CHECK (deposits >= 0),
  yield_gains        numeric(38, 18) NOT NULL CHECK (yield_gains >= 0),
  debt_token_balance numeric(38, 18) NOT NULL CHECK (debt_token_balance >= 0),
  collateral_gains   numeric(20, 8) NOT NULL CHECK (collateral_gains >= 0),
  trgcr              numeric(12, 4) NOT NULL,
  tarcr              numeric(12, 4) NOT NULL,
  max_tarcr          numeric(12, 4) NOT NULL,
  observed_at        timestamptz NOT NULL,
  first_seen_at      timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crsm_positions_address_idx ON crsm_positions(address);
CREATE INDEX crsm_positions_total_debt_idx ON crsm_positions(total_debt DESC, trove_id);

CREATE TABLE crsm_position_snapshots (
  id                 bigserial PRIMARY KEY,
  trove_id           text NOT NULL,
  position_id        text NOT NULL,
  address            text NOT NULL,
  collateral_locked  numeric(20, 8) NOT NULL CHECK (collateral_locked >= 0),
  trove_collateral   numeric(20, 8) NOT NULL CHECK (trove_collateral >= 0),
  trove_debt         numeric(38, 18) NOT NULL CHECK (trove_debt >= 0),
  trove_interest     numeric(38, 18) NOT NULL CHECK (trove_interest >= 0),
  total_debt         numeric(38, 18) GENERATED ALWAYS AS (trove_debt + trove_interest) STORED,
  deposits           numeric(38, 18) NOT NULL CHECK (deposits >= 0),
  yield_gains        numeric(38, 18) NOT NULL CHECK (yield_gains >= 0),
  debt_token_balance numeric(38, 18) NOT NULL CHECK (debt_token_balance >= 0),
  collateral_gains   numeric(20, 8) NOT NULL CHECK (collateral_gains >= 0),
  trgcr              numeric(12, 4) NOT NULL,
  tarcr              numeric(12, 4) NOT NULL,
  max_tarcr          numeric(12, 4) NOT NULL,
  observed_at        timestamptz NOT NULL,
  reported_by        integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  recorded_at        timestamptz NOT NULL DEFAULT now(),
  -- The same snapshot reported twice is kept once.
  CONSTRAINT crsm_position_snapshots_trove_observed_key UNIQUE (trove_id, observed_at)
);

CREATE TABLE crsm_position_requests (
  id                         serial PRIMARY KEY,
  address                    text NOT NULL,
  trgcr                      numeric(12, 4) NOT NULL,
  tarcr                      numeric(12, 4) NOT NULL,
  max_tarcr                  numeric(12, 4) NOT NULL,
  debt_gas_compensation      numeric(38, 18) NOT NULL CHECK (debt_gas_compensation > 0),
  amount                     numeric(20, 8) NOT NULL CHECK (amount > 0),
  btc_price                  numeric(28, 8) NOT NULL,
  price_observed_at          timestamptz NOT NULL,
  mcr                        numeric(12, 4) NOT NULL,
  expected_debt              numeric(38, 18) NOT NULL,
  expected_icr               numeric NOT NULL,
  expected_liquidation_price numeric NOT NULL,
  status                     text NOT NULL DEFAULT 'awaiting_approval'
                             CHECK (status IN ('awaiting_approval', 'pending', 'submitted', 'opened', 'failed')),
  tx_hash                    text,
  failure_reason             text,
  requested_by               integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (mcr < trgcr AND trgcr < tarcr AND tarcr <= max_tarcr)
);
CREATE INDEX crsm_position_requests_created_idx ON crsm_position_requests(created_at DESC, id DESC);

-- One outbox: opening a CRSM position is another kind of custody operation.
ALTER TABLE custody_operations ADD COLUMN crsm_request_id integer REFERENCES crsm_position_requests(id) ON DELETE RESTRICT;
ALTER TABLE custody_operations DROP CONSTRAINT custody_operations_kind_check;
ALTER TABLE custody_operations DROP CONSTRAINT custody_operations_check;
ALTER TABLE custody_operations DROP CONSTRAINT custody_operations_check1;
ALTER TABLE custody_operations ADD CONSTRAINT custody_operations_kind_check CHECK (kind IN ('mint', 'withdrawal', 'refund', 'crsm_open'));
ALTER TABLE custody_operations ADD CONSTRAINT custody_operations_deposit_subject CHECK ((kind = 'mint') = (deposit_id IS NOT NULL));
ALTER TABLE custody_operations ADD CONSTRAINT custody_operations_withdrawal_subject CHECK ((kind IN ('withdrawal', 'refund')) = (withdrawal_id IS NOT NULL));
ALTER TABLE custody_operations ADD CONSTRAINT custody_operations_crsm_subject CHECK ((kind = 'crsm_open') = (crsm_request_id IS NOT NULL));
CREATE UNIQUE INDEX custody_operations_one_live_crsm ON custody_operations(crsm_request_id) WHERE kind = 'crsm_open' AND status <> 'failed';

ALTER TABLE approval_policies DROP CONSTRAINT approval_policies_kind_check;
ALTER TABLE approval_policies ADD CONSTRAINT approval_policies_kind_check CHECK (kind IN ('mint', 'withdrawal', 'refund', 'crsm_open'));
INSERT INTO approval_policies (kind) VALUES ('crsm_open');

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('crsm:settings', 'CRSM 参数设置', 'CRSM settings', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'CRSMTrove.CRSMList'), 2);
