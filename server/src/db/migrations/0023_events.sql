-- Live events: every audited change is also an event, written in the same transaction and announced
-- with NOTIFY (so that a change that rolls back announces nothing). The row names what changed and
-- who may hear of it; the stream sends it to each administrator holding that permission. The table
-- is the bounded backlog a reconnecting panel replays from (Last-Event-ID).
CREATE TABLE events (
  id          bigserial PRIMARY KEY,
  action      text NOT NULL,
  entity_type text NOT NULL,
  entity_id   text,
  -- The permission a receiver needs; NULL: every signed-in administrator (a change of grants or menus).
  permission  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_created_at_idx ON events (created_at);
