-- Approvers are told by email when an operation awaits them (issue 29). Each administrator may turn
-- these emails off. Every server instance hears of the operation; each (operation, administrator)
-- pair is claimed here before its email is sent, so that one email goes out, whichever instance
-- claims it first.
ALTER TABLE admins ADD COLUMN approval_emails boolean NOT NULL DEFAULT true;

CREATE TABLE approval_mails (
  operation_id integer NOT NULL REFERENCES custody_operations(id) ON DELETE CASCADE,
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  claimed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (operation_id, admin_id)
);
