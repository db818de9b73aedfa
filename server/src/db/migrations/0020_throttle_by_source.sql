-- Failed proofs of identity are counted per account from one address ('pair:…') and per address,
-- with growing delays instead of an account lock; an account's own rows keep the address they came
-- from, so that failures piling up from many addresses can be told to its owner.
ALTER TABLE sign_in_failures ADD COLUMN address text;
