-- Position, team and lottery statistics pushed by the product's services (service scope `statistics`).
-- Per-day rollups are kept in the same transaction as each insert, so charts and unfiltered
-- totals read a few hundred rollup rows instead of summing a million records.

CREATE TABLE statistics_positions (
  id              bigserial PRIMARY KEY,
  source_id       text NOT NULL UNIQUE,
  vault_id        text NOT NULL,
  chain_id        text NOT NULL,
  created_address text NOT NULL,
  btc_deposited   numeric(20, 8) NOT NULL CHECK (btc_deposited >= 0),
  yu_minted       numeric(38, 18) NOT NULL CHECK (yu_minted >= 0),
  created_at      timestamptz NOT NULL,
  observed_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX statistics_positions_created_idx ON statistics_positions (created_at, id);
CREATE INDEX statistics_positions_btc_idx ON statistics_positions (btc_deposited, id);
CREATE INDEX statistics_positions_yu_idx ON statistics_positions (yu_minted, id);
CREATE INDEX statistics_positions_chain_created_idx ON statistics_positions (chain_id, created_at, id);
CREATE INDEX statistics_positions_address_created_idx ON statistics_positions (created_address, created_at, id);
CREATE INDEX statistics_positions_vault_idx ON statistics_positions (vault_id, created_at, id);

CREATE TABLE statistics_position_days (
  day           date NOT NULL,
  chain_id      text NOT NULL,
  positions     bigint NOT NULL,
  btc_deposited numeric NOT NULL,
  yu_minted     numeric NOT NULL,
  PRIMARY KEY (day, chain_id)
);

-- One row per captain: the newest observation of the team wins.
CREATE TABLE statistics_teams (
  captain_address text PRIMARY KEY,
  source_id       text NOT NULL,
  yu_minted       numeric(38, 18) NOT NULL CHECK (yu_minted >= 0),
  team_size       integer NOT NULL CHECK (team_size >= 1),
  observed_at     timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX statistics_teams_yu_idx ON statistics_teams (yu_minted, captain_address);
CREATE INDEX statistics_teams_size_idx ON statistics_teams (team_size, captain_address);
CREATE INDEX statistics_teams_observed_idx ON statistics_teams (observed_at, captain_address);

-- The teams' totals in one row, kept current by every upsert (no sum over a million teams per page).
CREATE TABLE statistics_team_totals (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  teams      bigint NOT NULL DEFAULT 0,
  members    bigint NOT NULL DEFAULT 0,
  yu_minted  numeric NOT NULL DEFAULT 0
);
INSERT INTO statistics_team_totals (singleton) VALUES (true);

CREATE TABLE statistics_lottery_draws (
  id                  bigserial PRIMARY KEY,
  source_id           text NOT NULL UNIQUE,
  drawn_at            timestamptz NOT NULL,
  captain_address     text NOT NULL,
  team_size           integer NOT NULL CHECK (team_size >= 0),
  captain_berries     numeric(28, 8) NOT NULL CHECK (captain_berries >= 0),
  total_prize_berries numeric(28, 8) NOT NULL CHECK (total_prize_berries >= captain_berries),
  observed_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX statistics_lottery_drawn_idx ON statistics_lottery_draws (drawn_at, id);
CREATE INDEX statistics_lottery_prize_idx ON statistics_lottery_draws (total_prize_berries, id);
CREATE INDEX statistics_lottery_captain_berries_idx ON statistics_lottery_draws (captain_berries, id);
CREATE INDEX statistics_lottery_captain_idx ON statistics_lottery_draws (captain_address, drawn_at, id);

CREATE TABLE statistics_lottery_days (
  day                 date PRIMARY KEY,
  draws               bigint NOT NULL,
  captain_berries     numeric NOT NULL,
  total_prize_berries numeric NOT NULL
);

-- Another migration may add the same export code; whichever runs first wins, the other changes nothing.
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order)
VALUES ('statistics:export', '数据统计导出', 'Export statistics', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'statistics'), 1)
ON CONFLICT (identifier) DO NOTHING;
