-- The statistics tables sort by their counts too (most connections, most views first): without an
-- index, a page of a million address-days sorted by connections was a full sort (about 250 ms).
CREATE INDEX wallet_connection_daily_addresses_connections_idx ON wallet_connection_daily_addresses(connections, day);
CREATE INDEX page_view_daily_views_idx ON page_view_daily(views, day);
