-- Wallet challenges are limited per address and per client IP over a window: each challenge keeps
-- the IP that asked for it, and both counts (the newest rows of one address or one IP) read an index.
ALTER TABLE wallet_challenges ADD COLUMN ip text;
CREATE INDEX wallet_challenges_address_created_idx ON wallet_challenges (address, created_at);
CREATE INDEX wallet_challenges_ip_created_idx ON wallet_challenges (ip, created_at);
