-- The Data Overview's snapshots, and the traffic statistics (page views, wallet connections):
-- events pushed by the product's services, each kept once per sender id, with daily rollups kept
-- current in the same transaction as the insert. A day is a UTC calendar day.

CREATE TABLE overview_snapshots (
  id          bigserial PRIMARY KEY,
  source_id   text NOT NULL UNIQUE,
  observed_at timestamptz NOT NULL,
  bridge_btc  numeric(38, 18) NOT NULL CHECK (bridge_btc >= 0),
  mint_yu     numeric(38, 18) NOT NULL CHECK (mint_yu >= 0),
  user_count  bigint NOT NULL CHECK (user_count >= 0),
  vault_btc   numeric(38, 18) NOT NULL CHECK (vault_btc >= 0),
  reported_by integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX overview_snapshots_observed_idx ON overview_snapshots(observed_at DESC, id DESC);

CREATE TABLE page_view_events (
  id          bigserial PRIMARY KEY,
  source_id   text NOT NULL UNIQUE,
  occurred_at timestamptz NOT NULL,
  page        text NOT NULL,
  country     text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  chain_id    bigint,
  reported_by integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Views per UTC day, page and country: every chart, ranking and table of page views reads this.
CREATE TABLE page_view_daily (
  day     date NOT NULL,
  page    text NOT NULL,
  country text NOT NULL,
  views   bigint NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, page, country)
);
CREATE INDEX page_view_daily_page_idx ON page_view_daily(page, day);
CREATE INDEX page_view_daily_country_idx ON page_view_daily(country, day);

CREATE TABLE wallet_connection_events (
  id          bigserial PRIMARY KEY,
  source_id   text NOT NULL UNIQUE,
  occurred_at timestamptz NOT NULL,
  chain_id    bigint NOT NULL CHECK (chain_id > 0),
  address     text NOT NULL,
  reported_by integer REFERENCES service_tokens(id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Connections per UTC day, chain and address: the table of connections.
CREATE TABLE wallet_connection_daily_addresses (
  day         date NOT NULL,
  chain_id    bigint NOT NULL,
  address     text NOT NULL,
  connections bigint NOT NULL CHECK (connections > 0),
  PRIMARY KEY (day, chain_id, address)
);
CREATE INDEX wallet_connection_daily_addresses_address_idx ON wallet_connection_daily_addresses(address, day);
CREATE INDEX wallet_connection_daily_addresses_chain_idx ON wallet_connection_daily_addresses(chain_id, day);

-- Connections and distinct addresses per UTC day and chain: the chart and the table's totals.
CREATE TABLE wallet_connection_daily (
  day         date NOT NULL,
  chain_id    bigint NOT NULL,
  connections bigint NOT NULL CHECK (connections > 0),
  addresses   bigint NOT NULL CHECK (addresses >= 0),
  PRIMARY KEY (day, chain_id)
);

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('statistics:export', '导出统计数据', 'Export statistics', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'statistics'), 1)
  -- The positions' statistics may add the same code: it is one code for every statistics export.
  ON CONFLICT (identifier) DO NOTHING;
