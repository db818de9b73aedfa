-- Sign-in and sessions security: the sessions view under Permission Manage, TOTP two-factor
-- authentication, the second sign-in step, role-required two-factor and step-up for money approvals.
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order)
VALUES ('permissions.sessions', '会话管理', 'Sessions', 'menu', '/permissions/sessions',
        (SELECT id FROM permissions WHERE identifier = 'permissions'), 186);
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order)
VALUES ('sessions:revoke', '撤销会话', 'Revoke sessions', 'function', NULL,
        (SELECT id FROM permissions WHERE identifier = 'permissions.sessions'), 1);

-- Live sessions are listed newest first; revoked and expired ones are skipped by these columns.
CREATE INDEX sessions_live_idx ON sessions(created_at DESC) WHERE revoked_at IS NULL;
-- When the session last proved its administrator (sign-in or step-up); NULL means at sign-in.
ALTER TABLE sessions ADD COLUMN step_up_at timestamptz;

ALTER TABLE roles ADD COLUMN requires_two_factor boolean NOT NULL DEFAULT false;

-- One row per administrator who started or finished enrolling an authenticator app.
CREATE TABLE admin_two_factor (
  admin_id integer PRIMARY KEY REFERENCES admins(id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  -- The latest 30-second step whose code was accepted: a code is good once only.
  last_used_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The password was right; the administrator still owes a TOTP code (or an enrolment) before a session.
CREATE TABLE pending_sign_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  admin_id integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('totp', 'enrol')),
  auth_method text NOT NULL DEFAULT 'password',
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX pending_sign_ins_expires_idx ON pending_sign_ins(expires_at);
