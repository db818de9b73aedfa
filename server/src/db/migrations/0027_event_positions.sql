-- Live events in the order they committed (issue 38). An event's id is taken when it is inserted, so a
-- transaction holding id 10 could commit after one holding id 11: a client that heard 11, dropped and
-- resumed "after 11" never heard 10. Each event now gets a position once committed, from one sequencer
-- at a time across instances (server/src/events/hub.ts), and streams resume after a position.
CREATE SEQUENCE event_positions;
ALTER TABLE events ADD COLUMN position bigint UNIQUE;
UPDATE events SET position = numbered.position
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS position FROM events) AS numbered
  WHERE events.id = numbered.id;
SELECT setval('event_positions', COALESCE((SELECT max(position) FROM events), 0) + 1, false);
CREATE INDEX events_unpositioned_idx ON events (id) WHERE position IS NULL;

-- Secrets the server keeps in its database, one per name, made by the first instance that needs it:
-- `event_ids` (hex), the key that turns event ids and positions into opaque ones, so that what a client is
-- told says nothing of how many changes it was not told of.
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
