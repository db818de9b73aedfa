-- Authority. The permissions the product ships are referred to by a stable identity: the server
-- checks their identifiers, so those keep their identifier, type, path and place in the tree and
-- cannot be deleted (their names and order stay editable). Administrators' own menus and functions
-- stay fully editable. The database refuses the change too, whatever path a write takes.
ALTER TABLE permissions ADD COLUMN builtin boolean NOT NULL DEFAULT false;
UPDATE permissions SET builtin = true WHERE identifier IN (
  'CRSMTrove', 'CRSMTrove.CRSMList', 'CRSMTrove.positionList', 'NFTAirdrop', 'admins:create',
  'admins:resetPassword', 'admins:toggle', 'admins:update', 'audit:read', 'crsm:create', 'crsm:settings',
  'custody:approvalPolicy', 'deposits:confirmMint', 'deposits:create', 'deposits:retryMint', 'feedback',
  'feedback:export', 'feedback:process', 'hedging:export', 'hedgingStrategies',
  'hedgingStrategies.CEXDeposits', 'hedgingStrategies.crossChain', 'hedgingStrategies.rewardWithdrawal',
  'hedgingStrategies.spotSales', 'home', 'news', 'news:create', 'news:delete', 'news:export', 'news:toggle',
  'news:update', 'nft:create', 'nft:export', 'nft:import', 'nft:update', 'notices', 'notices:create',
  'notices:delete', 'notices:export', 'notices:toggle', 'notices:update', 'overview', 'permissions',
  'permissions.administrator', 'permissions.auditLog', 'permissions.permission', 'permissions.role',
  'permissions.sessions', 'permissions:create', 'permissions:delete', 'permissions:update', 'points',
  'points:adjust', 'points:export', 'roles:create', 'roles:delete', 'roles:update', 'selfCustody',
  'selfCustody.dataPanel', 'selfCustody.deposit', 'selfCustody.withdraw', 'serviceTokens:manage',
  'sessions:revoke', 'statistics', 'statistics.data0penBox', 'statistics.dataCdp', 'statistics.dataVault',
  'statistics.dataView', 'statistics.dataWallet', 'statistics.datacaptain', 'statistics:export',
  'withdrawals:confirm', 'withdrawals:confirmRefund', 'withdrawals:requestRefund'
);

CREATE FUNCTION permissions_builtin_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.builtin THEN
      RAISE EXCEPTION 'permission % ships with the product and cannot be deleted', OLD.identifier USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.builtin IS DISTINCT FROM OLD.builtin
     OR (OLD.builtin AND (NEW.identifier IS DISTINCT FROM OLD.identifier OR NEW.type IS DISTINCT FROM OLD.type
                          OR NEW.path IS DISTINCT FROM OLD.path OR NEW.parent_id IS DISTINCT FROM OLD.parent_id)) THEN
    RAISE EXCEPTION 'permission % ships with the product: only its names and order change', OLD.identifier USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER permissions_builtin_fixed BEFORE UPDATE OR DELETE ON permissions
  FOR EACH ROW EXECUTE FUNCTION permissions_builtin_fixed();

-- Approval policies count the approvals needed besides the requester's own confirmation: 0 means
-- the requester alone, which the old count wrote as 1 (and "one approver besides the requester"
-- could not be written at all).
ALTER TABLE approval_policies RENAME COLUMN required_approvals TO approvals_besides_requester;
ALTER TABLE approval_policies DROP CONSTRAINT approval_policies_required_approvals_check;
UPDATE approval_policies SET approvals_besides_requester = 0 WHERE approvals_besides_requester = 1;
ALTER TABLE approval_policies ADD CONSTRAINT approval_policies_approvals_besides_requester_check
  CHECK (approvals_besides_requester BETWEEN 0 AND 5);
ALTER TABLE approval_policies ALTER COLUMN approvals_besides_requester SET DEFAULT 1;
-- Two people by default for money leaving: withdrawals, refunds and CRSM openings whose policy
-- nobody has set need one approver besides the requester. Mints keep theirs (the requester alone
-- until a threshold is set).
UPDATE approval_policies SET approvals_besides_requester = 1
  WHERE kind IN ('withdrawal', 'refund', 'crsm_open') AND updated_by IS NULL AND approvals_besides_requester = 0;
