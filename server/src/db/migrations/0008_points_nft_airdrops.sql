-- Points (berries) held by each user's taproot address, changed only through a ledger of
-- adjustments; NFT airdrop rows, and the CSV imports that add them only once confirmed.

CREATE TABLE points_balances (
  address          text PRIMARY KEY,
  balance          numeric(28, 8) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  adjustment_count integer NOT NULL DEFAULT 0 CHECK (adjustment_count >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_balances_balance_idx ON points_balances(balance DESC, address);
CREATE INDEX points_balances_updated_idx ON points_balances(updated_at DESC, address);

-- The balance is the sum of its address's deltas; each adjustment records the balance it left.
CREATE TABLE points_adjustments (
  id            bigserial PRIMARY KEY,
  address       text NOT NULL REFERENCES points_balances(address) ON DELETE RESTRICT,
  delta         numeric(28, 8) NOT NULL CHECK (delta <> 0),
  balance_after numeric(28, 8) NOT NULL CHECK (balance_after >= 0),
  reason        text NOT NULL CHECK (length(btrim(reason)) > 0),
  admin_id      integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_adjustments_address_idx ON points_adjustments(address, created_at DESC, id DESC);

-- History is never rewritten: a correction is a new adjustment.
CREATE FUNCTION points_adjustments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_adjustments is append-only';
END;
$$;
CREATE TRIGGER points_adjustments_no_update BEFORE UPDATE OR DELETE ON points_adjustments
  FOR EACH ROW EXECUTE FUNCTION points_adjustments_append_only();

-- A previewed CSV file: its parsed rows with their errors, imported all at once on confirmation.
CREATE TABLE nft_airdrop_imports (
  id           serial PRIMARY KEY,
  file_name    text NOT NULL,
  rows         jsonb NOT NULL,
  row_count    integer NOT NULL CHECK (row_count >= 0),
  error_count  integer NOT NULL CHECK (error_count >= 0),
  status       text NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'imported')),
  created_by   integer NOT NULL REFERENCES admins(id) ON DELETE RESTRICT,
  created_at   timestamptz NOT NULL DEFAULT now(),
  confirmed_by integer REFERENCES admins(id) ON DELETE RESTRICT,
  confirmed_at timestamptz,
  CHECK ((status = 'imported') = (confirmed_at IS NOT NULL))
);

CREATE TABLE nft_airdrops (
  id         serial PRIMARY KEY,
  address    text NOT NULL,
  berries    numeric(28, 8) NOT NULL CHECK (berries >= 0),
  nft_number integer CHECK (nft_number >= 0),
  nft_level  integer NOT NULL CHECK (nft_level BETWEEN 1 AND 100),
  stage      integer NOT NULL CHECK (stage BETWEEN 1 AND 1000),
  import_id  integer REFERENCES nft_airdrop_imports(id) ON DELETE RESTRICT,
  created_by integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One airdrop row per address and stage.
  CONSTRAINT nft_airdrops_address_stage_key UNIQUE (address, stage)
);
CREATE INDEX nft_airdrops_created_idx ON nft_airdrops(created_at DESC, id DESC);
CREATE INDEX nft_airdrops_stage_level_idx ON nft_airdrops(stage, nft_level);
CREATE INDEX nft_airdrops_berries_idx ON nft_airdrops(berries DESC, id DESC);

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('points:export', '导出积分', 'Export points', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'points'), 2);
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('nft:export', '导出空投', 'Export airdrop rows', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'NFTAirdrop'), 4);
