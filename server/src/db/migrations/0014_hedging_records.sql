-- Hedging-strategy records pushed by the hedging service: reward withdrawals, CEX deposits, spot
-- sales and cross-chain transfers. The four kinds share one shape (a token amount moved at a
-- recorded time), so they share one table; kind-specific columns are checked per kind.
CREATE TABLE hedging_records (
  id                bigserial PRIMARY KEY,
  kind              text NOT NULL CHECK (kind IN ('rewardWithdrawal', 'cexDeposit', 'spotSale', 'crossChain')),
  source_id         text NOT NULL,
  -- The network of the record; for a cross-chain transfer its source chain; none for a spot sale.
  network           text,
  target_network    text,
  token             text NOT NULL,
  amount            numeric(38, 18) NOT NULL CHECK (amount > 0),
  tx_hash           text,
  -- Reward withdrawal: account address; CEX deposit: deposit address; cross-chain: cross-chain address.
  address           text,
  target_address    text,
  -- Reward withdrawal: account name; spot sale: trading account.
  account_name      text,
  receiving_account text,
  order_id          text,
  sell_price        numeric(38, 18) CHECK (sell_price > 0),
  received_usdc     numeric(38, 18) CHECK (received_usdc > 0),
  implied_price     numeric GENERATED ALWAYS AS (round(received_usdc / amount, 18)) STORED,
  recorded_at       timestamptz NOT NULL,
  received_at       timestamptz NOT NULL DEFAULT now(),
  reported_by       integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  UNIQUE (kind, source_id),
  CHECK ((kind = 'spotSale') = (network IS NULL)),
  CHECK ((kind = 'crossChain') = (target_network IS NOT NULL)),
  CHECK ((kind = 'spotSale') = (tx_hash IS NULL)),
  CHECK ((kind = 'spotSale') = (order_id IS NOT NULL AND sell_price IS NOT NULL AND received_usdc IS NOT NULL)),
  CHECK ((kind = 'rewardWithdrawal') = (target_address IS NOT NULL AND receiving_account IS NOT NULL))
);
-- Newest first within a kind, optionally narrowed by network or token: the lists' default order and the exports' keyset.
CREATE INDEX hedging_records_recorded_idx ON hedging_records(kind, recorded_at DESC, id DESC);
CREATE INDEX hedging_records_network_idx ON hedging_records(kind, network, recorded_at DESC, id DESC);
CREATE INDEX hedging_records_token_idx ON hedging_records(kind, token, recorded_at DESC, id DESC);
CREATE INDEX hedging_records_target_network_idx ON hedging_records(kind, target_network, recorded_at DESC, id DESC) WHERE kind = 'crossChain';
CREATE INDEX hedging_records_amount_idx ON hedging_records(kind, amount DESC, id DESC);
-- The search box looks a value up exactly among hashes, addresses and order ids.
CREATE INDEX hedging_records_tx_hash_idx ON hedging_records(tx_hash) WHERE tx_hash IS NOT NULL;
CREATE INDEX hedging_records_address_idx ON hedging_records(address) WHERE address IS NOT NULL;
CREATE INDEX hedging_records_target_address_idx ON hedging_records(target_address) WHERE target_address IS NOT NULL;
CREATE INDEX hedging_records_order_id_idx ON hedging_records(order_id) WHERE order_id IS NOT NULL;

-- Count and amount per UTC day, kind, network, target network and token, kept at ingestion: the
-- totals of a list over a million rows read these instead of counting the rows.
CREATE TABLE hedging_daily_totals (
  kind           text NOT NULL,
  day            date NOT NULL,
  network        text NOT NULL DEFAULT '',
  target_network text NOT NULL DEFAULT '',
  token          text NOT NULL,
  record_count   bigint NOT NULL,
  amount_sum     numeric(48, 18) NOT NULL,
  PRIMARY KEY (kind, day, network, target_network, token)
);

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('hedging:export', '导出对冲记录', 'Export hedging records', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'hedgingStrategies'), 1);
