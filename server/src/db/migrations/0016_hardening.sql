-- The audit log's row triggers (0001) refuse UPDATE and DELETE, but row triggers do not fire on
-- TRUNCATE (nor on TRUNCATE … CASCADE from admins): refuse it with a statement trigger too.
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();
