-- The audit log gets its page under Permission Manage; reading it stays the `audit:read` function.
INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order)
VALUES ('permissions.auditLog', '审计日志', 'Audit Log', 'menu', '/permissions/auditLog',
        (SELECT id FROM permissions WHERE identifier = 'permissions'), 185);
UPDATE permissions SET parent_id = (SELECT id FROM permissions WHERE identifier = 'permissions.auditLog'), sort_order = 1
WHERE identifier = 'audit:read';
-- Lists are searched and sorted by these.
CREATE INDEX admins_created_idx ON admins(created_at DESC, id DESC);
CREATE INDEX admins_name_idx ON admins(lower(name));
CREATE INDEX audit_logs_admin_idx ON audit_logs(admin_id, created_at DESC);
