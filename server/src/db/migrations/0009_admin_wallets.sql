-- Wallet sign-in: an administrator's optional taproot address (one administrator per address),
-- and the one-time challenges that a wallet signs (BIP-322) to prove it holds the address.

ALTER TABLE admins ADD COLUMN wallet_address text;
CREATE UNIQUE INDEX admins_wallet_address_unique ON admins (wallet_address) WHERE wallet_address IS NOT NULL;

CREATE TABLE wallet_challenges (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose      text NOT NULL CHECK (purpose IN ('signIn', 'bind')),
  address      text NOT NULL,
  origin       text NOT NULL,
  -- Only for 'bind': the signed-in administrator who asked to bind the address.
  admin_id     integer REFERENCES admins(id) ON DELETE CASCADE,
  message      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  CHECK ((purpose = 'bind') = (admin_id IS NOT NULL))
);
CREATE INDEX wallet_challenges_expires_idx ON wallet_challenges(expires_at);
