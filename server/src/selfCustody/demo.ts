// Demo self-custody data for `npm run dev`: two institutions with vault figures, deposits and
// withdrawals in the states an administrator meets, made through the domain's own services (as the
// panel, the bridge indexer and the custody executor would), so every row is consistent and audited.
import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, permissions, rolePermissions, roles } from '../db/schema';
import type { Actor } from '../auditLogs/service';
import { hashPassword } from '../auth/passwords';
import { updateApprovalPolicy } from './approvalPolicy';
import { reportVaultFigures } from './dataPanel';
import { confirmDepositMint, recordDeposit, reportObservedDeposit } from './deposits';
import { reportOperation } from './executorReports';
import { approveOperation } from './operationApprovals';
import type { OperationReport } from './schema/operations';
import { confirmWithdrawal, recordWithdrawalRequest, requestWithdrawalRefund } from './withdrawals';

const ACME = { name: 'Acme Capital', btcAccount: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };
const BOREALIS = { name: 'Borealis Fund', btcAccount: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' };
const COBO_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const RECEIVING_ADDRESS = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';

const CUSTODY_OFFICER_CODES = [
  'selfCustody',
  'selfCustody.dataPanel',
  'selfCustody.deposit',
  'selfCustody.withdraw',
  'deposits:create',
  'deposits:confirmMint',
  'withdrawals:confirm',
  'withdrawals:requestRefund',
];

/** A stable fake hash per label: 64 hex characters, `0x`-prefixed for Ethereum. */
const demoHash = (label: string, eth = false) =>
  `${eth ? '0x' : ''}${createHash('sha256').update(`demo ${label}`).digest('hex')}`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export async function seedSelfCustodyDemo(db: Db, password: string): Promise<void> {
  // The first super administrator sets the demo's approval policy, as only one may lower it.
  const [root] = await db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(roles.isSuper, true))
    .orderBy(asc(admins.id))
    .limit(1);
  if (!root) return;
  const [role] = await db
    .insert(roles)
    .values({
      identifier: 'custody_officer',
      name: 'Custody officer',
      description: 'Records deposits, confirms mints and withdrawals, requests refunds',
    })
    .returning();
  const granted = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.identifier, CUSTODY_OFFICER_CODES));
  await db.insert(rolePermissions).values(granted.map(({ id }) => ({ roleId: role.id, permissionId: id })));
  const [officer] = await db
    .insert(admins)
    .values({
      email: 'custody@example.com',
      name: 'Cora Custody',
      description: role.description,
      passwordHash: await hashPassword(password),
      roleId: role.id,
    })
    .returning({ id: admins.id });

  const rootActor: Actor = { adminId: root.id, ip: null, userAgent: 'demo seed' };
  const officerActor: Actor = { adminId: officer.id, ip: null, userAgent: 'demo seed' };
  const service: Actor = { adminId: null, serviceTokenId: null, ip: null, userAgent: 'demo seed' };

  // Mints above 5 BTC need two approvals besides the requester's; withdrawals, refunds and CRSM
  // openings keep the shipped policy, one approver besides the requester.
  await updateApprovalPolicy(db, rootActor, 'mint', { approvalsBesidesRequester: 2, aboveAmount: '5' });

  const institutionIds = new Map<string, number>();
  for (const [institution, figures] of [
    [
      ACME,
      {
        multisigContract: '0x52908400098527886e0f7030069857d2e4169ee7',
        vaultCollateral: '1.5',
        vaultDebt: '61250.5',
        yuInSp: '20000',
        yuInWallet: '4125.123456789012345678',
        claimableYbtc: '0.0125',
        claimableYu: '310.25',
        triggerCr: '130',
        targetCr: '150',
        maxTargetCr: '180',
      },
    ],
    [
      BOREALIS,
      {
        multisigContract: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
        vaultCollateral: '0',
        vaultDebt: '0',
        yuInSp: '0',
        yuInWallet: '1500',
        claimableYbtc: '0',
        claimableYu: '0',
        triggerCr: '125',
        targetCr: '140',
        maxTargetCr: '160.5',
      },
    ],
  ] as const) {
    const reported = await reportVaultFigures(db, service, {
      btcAccount: institution.btcAccount,
      name: institution.name,
      ...figures,
    });
    institutionIds.set(institution.btcAccount, reported.institutionId);
  }

  const deposit = async (
    label: string,
    institution: typeof ACME,
    amount: string,
    extra: { type?: 'flexible' | 'fixed'; remarks: string },
  ) =>
    recordDeposit(db, rootActor, {
      userAddress: institution.btcAccount,
      institution: { kind: 'existing', id: institutionIds.get(institution.btcAccount) ?? 0 },
      amount,
      coboAddress: COBO_ADDRESS,
      depositHash: demoHash(label),
      receivingAddress: RECEIVING_ADDRESS,
      type: extra.type ?? 'fixed',
      lockTime: hoursFromNow(24 * 90),
      remarks: extra.remarks,
    });
  const observe = (label: string, amount: string) =>
    reportObservedDeposit(db, service, { depositHash: demoHash(label), amount, confirmations: 6 });

  // Minted: recorded, seen on chain, confirmed, executed.
  for (const [label, institution, amount] of [
    ['minted', ACME, '1.5'],
    ['minted borealis', BOREALIS, '3'],
  ] as const) {
    await deposit(label, institution, amount, { remarks: 'Q1 allocation' });
    const minted = await observe(label, amount);
    const mintedOperation = (await confirmDepositMint(db, rootActor, minted.id, 'first')).operation;
    if (mintedOperation) {
      await reportOperation(db, service, mintedOperation.id, {
        status: 'submitted',
        txHash: demoHash(`${label} tx`, true),
      });
      await reportOperation(db, service, mintedOperation.id, { status: 'confirmed' });
    }
  }
  // Confirmed on chain and ready to mint.
  await deposit('ready', ACME, '0.8', { type: 'flexible', remarks: 'Top-up' });
  await observe('ready', '0.8');
  // Recorded, not yet seen on chain.
  await deposit('unconfirmed', BOREALIS, '2.25', { remarks: 'Awaiting 6 confirmations' });
  // The mint failed at the executor: a retry is possible.
  await deposit('failed', BOREALIS, '0.3', { type: 'flexible', remarks: 'Small test deposit' });
  const failed = await observe('failed', '0.3');
  const failedOperation = (await confirmDepositMint(db, rootActor, failed.id, 'first')).operation;
  if (failedOperation)
    await reportOperation(db, service, failedOperation.id, {
      status: 'failed',
      reason: 'Executor: gas price above the configured ceiling',
    });
  // Above the policy amount: requested by the custody officer, awaiting two approvals.
  await deposit('large', BOREALIS, '10', { remarks: 'Treasury transfer' });
  const large = await observe('large', '10');
  await confirmDepositMint(db, officerActor, large.id, 'first');
  // Seen on chain with another amount: minting is blocked.
  await deposit('mismatch', ACME, '0.5', { remarks: 'Check with the institution' });
  await observe('mismatch', '0.49');

  const withdrawal = (nonce: string, institution: typeof ACME, amount: string, coolingHours: number) =>
    recordWithdrawalRequest(db, service, {
      userAddress: institution.btcAccount,
      receivingAddress: institution.btcAccount,
      amount,
      nonce,
      requestedAt: hoursFromNow(coolingHours - 48),
      coolingEndsAt: hoursFromNow(coolingHours),
    });

  /** Confirmed by the super administrator, approved by the custody officer, then reported by the executor. */
  const confirmApproveAndReport = async (withdrawalId: number, report: OperationReport) => {
    const { operation } = await confirmWithdrawal(db, rootActor, withdrawalId);
    if (!operation) return;
    await approveOperation(db, officerActor, operation.id);
    await reportOperation(db, service, operation.id, report);
  };

  // Still cooling: Confirm Withdrawal waits for the countdown.
  await withdrawal('1001', ACME, '0.2', 30);
  await withdrawal('1002', BOREALIS, '0.75', 0.5);
  // Cooled: ready to confirm.
  await withdrawal('1003', ACME, '0.1', -2);
  // Confirmed by one administrator, approved by a second, and completed on chain.
  const completed = await withdrawal('1004', BOREALIS, '0.4', -20);
  await confirmApproveAndReport(completed.id, { status: 'confirmed', txHash: demoHash('withdrawal tx') });
  // A refund requested, waiting for its confirmation.
  const refund = await withdrawal('1005', ACME, '0.15', 12);
  await requestWithdrawalRefund(db, officerActor, refund.id, 'The institution cancelled this withdrawal');
  // Confirmed and approved, but the executor failed: confirm again or request a refund.
  const failedWithdrawal = await withdrawal('1006', BOREALIS, '0.05', -5);
  await confirmApproveAndReport(failedWithdrawal.id, { status: 'failed', reason: 'Executor: insufficient UTXOs' });
  // Confirmed by the custody officer, awaiting a second person's approval.
  const awaitingWithdrawal = await withdrawal('1007', ACME, '0.6', -1);
  await confirmWithdrawal(db, officerActor, awaitingWithdrawal.id);
}
