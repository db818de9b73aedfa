-- Menus come from the server: the panel draws its sidebar, breadcrumbs and tab titles from the
-- menu tree each administrator is sent. A menu gets an icon; a menu an administrator adds opens a
-- page of the panel (a shortcut, which may sit beside the page's own menu, so paths repeat) or an
-- external https:// address. The product's own menus keep their paths, one menu per page.
ALTER TABLE permissions ADD COLUMN icon text;
UPDATE permissions SET icon = CASE identifier
  WHEN 'home' THEN 'home'
  WHEN 'news' THEN 'read'
  WHEN 'feedback' THEN 'message'
  WHEN 'statistics' THEN 'barChart'
  WHEN 'notices' THEN 'notification'
  WHEN 'points' THEN 'trophy'
  WHEN 'NFTAirdrop' THEN 'gift'
  WHEN 'overview' THEN 'dashboard'
  WHEN 'permissions' THEN 'safetyCertificate'
  WHEN 'selfCustody' THEN 'bank'
  WHEN 'CRSMTrove' THEN 'fund'
  WHEN 'hedgingStrategies' THEN 'swap'
END
WHERE builtin AND type = 'menu' AND parent_id IS NULL;

ALTER TABLE permissions DROP CONSTRAINT permissions_path_key;
CREATE UNIQUE INDEX permissions_builtin_path_key ON permissions (path) WHERE builtin;

-- A menu may go without a name in one language (it is then not shown in that language), never in
-- both; a function permission is named in both.
ALTER TABLE permissions ADD CONSTRAINT permissions_named CHECK (
  (type = 'menu' AND (name_zh <> '' OR name_en <> '')) OR (type = 'function' AND name_zh <> '' AND name_en <> '')
);
ALTER TABLE permissions ADD CONSTRAINT permissions_icon_menu_only CHECK (type = 'menu' OR icon IS NULL);
