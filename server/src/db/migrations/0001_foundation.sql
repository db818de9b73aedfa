-- Administrators, roles, permissions, sessions, sign-in throttling, verification codes, audit log.

CREATE TABLE permissions (
  id          serial PRIMARY KEY,
  identifier  text NOT NULL UNIQUE,
  name_zh     text NOT NULL,
  name_en     text NOT NULL,
  type        text NOT NULL CHECK (type IN ('menu', 'function')),
  path        text UNIQUE,
  parent_id   integer REFERENCES permissions(id) ON DELETE RESTRICT,
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'menu' AND path IS NOT NULL) OR (type = 'function' AND path IS NULL))
);
CREATE INDEX permissions_parent_idx ON permissions(parent_id);

CREATE TABLE roles (
  id          serial PRIMARY KEY,
  identifier  text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_super    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_permissions (
  role_id       integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  permission_id integer NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

CREATE TABLE admins (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  role_id       integer NOT NULL REFERENCES roles(id) ON DELETE RESTRICT,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admins_email_unique ON admins (lower(email));
CREATE INDEX admins_role_idx ON admins(role_id);

CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  auth_method  text NOT NULL DEFAULT 'password',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  revoked_reason text,
  ip           text,
  user_agent   text
);
CREATE INDEX sessions_admin_idx ON sessions(admin_id) WHERE revoked_at IS NULL;

CREATE TABLE sign_in_failures (
  id           bigserial PRIMARY KEY,
  throttle_key text NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_key_idx ON sign_in_failures(throttle_key, failed_at);

CREATE TABLE verification_codes (
  id           bigserial PRIMARY KEY,
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  purpose      text NOT NULL,
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz
);
CREATE INDEX verification_codes_admin_idx ON verification_codes(admin_id, purpose, created_at);

CREATE TABLE audit_logs (
  id          bigserial PRIMARY KEY,
  admin_id    integer REFERENCES admins(id) ON DELETE SET NULL,
  action      text NOT NULL,
  entity_type text NOT NULL,
  entity_id   text,
  before      jsonb,
  after       jsonb,
  ip          text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_created_idx ON audit_logs(created_at DESC, id DESC);
CREATE INDEX audit_logs_entity_idx ON audit_logs(entity_type, entity_id);

-- The audit log is append-only: refuse every update and delete at the database itself.
CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$;
CREATE TRIGGER audit_logs_no_update BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();
