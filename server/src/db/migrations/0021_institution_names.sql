-- Institutions are records of their own: recording a deposit, a withdrawal request or a vault report
-- never renames one; renaming is an administrator's audited action under its own permission. Each
-- withdrawal keeps the institution's name as it was when recorded (a deposit keeps it as its user
-- name), so that a later renaming does not rewrite the past.
ALTER TABLE withdrawals ADD COLUMN institution_name text;
UPDATE withdrawals w SET institution_name = i.name FROM institutions i WHERE i.id = w.institution_id;
ALTER TABLE withdrawals ALTER COLUMN institution_name SET NOT NULL;

ALTER TABLE institutions ADD CONSTRAINT institutions_name_check CHECK (length(btrim(name)) BETWEEN 1 AND 100);

INSERT INTO permissions (identifier, name_zh, name_en, type, path, parent_id, sort_order, builtin)
VALUES ('institutions:rename', '重命名机构', 'Rename institution', 'function', NULL,
        (SELECT id FROM permissions WHERE identifier = 'selfCustody.dataPanel'), 3, true);
