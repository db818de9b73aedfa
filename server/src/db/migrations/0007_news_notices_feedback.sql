-- Content the operations team publishes (news, notices) and the feedback the product's users send,
-- with the export permissions of their lists.

-- Links and pictures are rendered by the panel and the product: only absolute http(s) addresses.
CREATE TABLE news (
  id           serial PRIMARY KEY,
  title        text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  description  text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 2000),
  image_url    text NOT NULL CHECK (image_url ~* '^https?://'),
  link         text NOT NULL CHECK (link ~* '^https?://'),
  published_at timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'shown' CHECK (status IN ('shown', 'hidden')),
  created_by   integer REFERENCES admins(id) ON DELETE SET NULL,
  updated_by   integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_published_idx ON news(published_at DESC, id DESC);
CREATE INDEX news_created_idx ON news(created_at DESC, id DESC);
CREATE INDEX news_status_idx ON news(status, published_at DESC);

CREATE TABLE notices (
  id         serial PRIMARY KEY,
  content    text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 1000),
  link       text NOT NULL CHECK (link ~* '^https?://'),
  platform   text NOT NULL CHECK (platform IN ('all', 'web', 'mobile')),
  status     text NOT NULL DEFAULT 'shown' CHECK (status IN ('shown', 'hidden')),
  created_by integer NOT NULL REFERENCES admins(id) ON DELETE RESTRICT,
  updated_by integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_created_idx ON notices(created_at DESC, id DESC);
CREATE INDEX notices_status_idx ON notices(status, platform, created_at DESC);

-- Sent by the product's users; administrators only mark an item processed, once.
CREATE TABLE feedback (
  id           serial PRIMARY KEY,
  email        text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  content      text NOT NULL CHECK (length(content) BETWEEN 1 AND 10000),
  picture_url  text CHECK (picture_url ~* '^https?://'),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  status       text NOT NULL DEFAULT 'untreated' CHECK (status IN ('untreated', 'processed')),
  processed_by integer REFERENCES admins(id) ON DELETE SET NULL,
  processed_at timestamptz,
  CHECK ((status = 'processed') = (processed_at IS NOT NULL))
);
CREATE INDEX feedback_submitted_idx ON feedback(submitted_at DESC, id DESC);
CREATE INDEX feedback_status_idx ON feedback(status, submitted_at DESC);
CREATE INDEX feedback_email_idx ON feedback(lower(email));

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('news:export', '导出新闻', 'Export news', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'news'), 5);
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('feedback:export', '导出反馈', 'Export feedback', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'feedback'), 2);
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order) VALUES ('notices:export', '导出公告', 'Export notices', 'function', NULL, (SELECT id FROM permissions WHERE identifier = 'notices'), 5);
