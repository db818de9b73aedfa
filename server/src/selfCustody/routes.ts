// The self-custody pages' API: deposits and mints, withdrawals and refunds, approvals, the
// approval policy, institutions and the institution data panel. Money-moving confirmations take an
// `Idempotency-Key`.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams } from '../http/envelope';
import { moneyMove } from '../http/idempotency';
import { APPROVE_CODE } from '../permissions/codes';
import { loadAuthority } from '../permissions/authority';
import { listApprovalPolicies, updateApprovalPolicy } from './approvalPolicy';
import { institutionDataPanel } from './dataPanel';
import { confirmDepositMint, getDeposit, listDeposits, recordDeposit } from './deposits';
import { listInstitutions, renameInstitution } from './institutions';
import { approveOperation, listAwaitingApproval } from './operationApprovals';
import { createDepositBody, depositItem, depositListQuery } from './schema/deposits';
import { dataPanel, institutionItem, institutionListQuery, renameInstitutionBody } from './schema/institutions';
import { approvalPolicyBody, approvalPolicyItem, kindParams, operationItem } from './schema/operations';
import { refundRequestBody, withdrawalItem, withdrawalListQuery } from './schema/withdrawals';
import {
  confirmWithdrawal,
  confirmWithdrawalRefund,
  getWithdrawal,
  listWithdrawals,
  requestWithdrawalRefund,
} from './withdrawals';
import { domainRoutes } from '../http/route';

export const selfCustodyRoutes = domainRoutes<{ db: Db; btcNetwork: BtcNetwork }>(
  ['selfCustody'],
  async (route, { db, btcNetwork }) => {
    // ---- deposits

    route.get('/api/selfCustody/deposits', {
      requires: { permission: 'selfCustody.deposit' },
      summary: 'Deposits with their mint status and latest mint operation',
      schema: { querystring: depositListQuery, page: depositItem },
      answer: (request) => listDeposits(db, actorOf(request), request.query),
    });

    route.get('/api/selfCustody/deposits/:id', {
      requires: { permission: 'selfCustody.deposit' },
      summary: 'One deposit',
      schema: { params: idParams, data: depositItem },
      answer: (request) => getDeposit(db, actorOf(request), request.params.id),
    });

    route.post('/api/selfCustody/deposits', {
      requires: { permission: 'deposits:create' },
      summary: `Record a deposit (BTC addresses of the configured network: ${btcNetwork})`,
      schema: { body: createDepositBody(btcNetwork), data: depositItem },
      answer: (request) => recordDeposit(db, actorOf(request), request.body),
    });

    for (const [path, mode, code, summary] of [
      [
        'mint',
        'first',
        'deposits:confirmMint',
        'Confirm minting YBTC for a deposit confirmed on chain: opens the mint operation, once',
      ],
      ['mint/retry', 'retry', 'deposits:retryMint', 'Retry a failed mint deliberately: opens the next attempt'],
    ] as const) {
      moneyMove(route, db, `/api/selfCustody/deposits/:id/${path}`, {
        requires: { permission: code },
        summary: summary,
        schema: { params: idParams, data: depositItem },
        move: (tx, actor, request) => confirmDepositMint(tx, actor, request.params.id, mode),
      });
    }

    // ---- withdrawals

    route.get('/api/selfCustody/withdrawals', {
      requires: { permission: 'selfCustody.withdraw' },
      summary: 'Withdrawals with their cooling time and latest operation',
      schema: { querystring: withdrawalListQuery, page: withdrawalItem },
      answer: (request) => listWithdrawals(db, actorOf(request), request.query),
    });

    route.get('/api/selfCustody/withdrawals/:id', {
      requires: { permission: 'selfCustody.withdraw' },
      summary: 'One withdrawal',
      schema: { params: idParams, data: withdrawalItem },
      answer: (request) => getWithdrawal(db, actorOf(request), request.params.id),
    });

    moneyMove(route, db, '/api/selfCustody/withdrawals/:id/confirm', {
      requires: { permission: 'withdrawals:confirm' },
      summary: 'Confirm a withdrawal once its cooling time has passed: opens the withdrawal operation',
      schema: { params: idParams, data: withdrawalItem },
      move: (tx, actor, request) => confirmWithdrawal(tx, actor, request.params.id),
    });

    moneyMove(route, db, '/api/selfCustody/withdrawals/:id/refundRequest', {
      requires: { permission: 'withdrawals:requestRefund' },
      summary: 'Request the refund of a withdrawal that is cooling or failed',
      schema: { params: idParams, body: refundRequestBody, data: withdrawalItem },
      move: (tx, actor, request) => requestWithdrawalRefund(tx, actor, request.params.id, request.body.reason),
    });

    moneyMove(route, db, '/api/selfCustody/withdrawals/:id/refundConfirm', {
      requires: { permission: 'withdrawals:confirmRefund' },
      summary: 'Confirm a requested refund: opens the refund operation',
      schema: { params: idParams, data: withdrawalItem },
      move: (tx, actor, request) => confirmWithdrawalRefund(tx, actor, request.params.id),
    });

    // ---- approvals

    route.get('/api/selfCustody/operations/awaitingApproval', {
      requires: { anyPermission: Object.values(APPROVE_CODE) },
      summary: 'Operations still awaiting approvals, oldest first',
      schema: { data: z.array(operationItem) },
      answer: async (request) => listAwaitingApproval(db, await loadAuthority(db, actorOf(request))),
    });

    moneyMove(route, db, '/api/selfCustody/operations/:id/approve', {
      requires: { anyPermission: Object.values(APPROVE_CODE) },
      summary: "Approve an operation: needs the kind's confirm permission; the requester cannot approve",
      schema: { params: idParams, data: operationItem },
      move: (tx, actor, request) => approveOperation(tx, actor, request.params.id),
    });

    route.get('/api/selfCustody/approvalPolicies', {
      requires: { anyPermission: ['selfCustody.dataPanel', 'selfCustody.deposit', 'selfCustody.withdraw'] },
      summary: 'How many approvals besides the requester each kind of operation needs, above which amount',
      schema: { data: z.array(approvalPolicyItem) },
      answer: (request) => listApprovalPolicies(db, actorOf(request)),
    });

    route.put('/api/selfCustody/approvalPolicies/:kind', {
      requires: { permission: 'custody:approvalPolicy' },
      summary: 'Change the approval policy of one kind of operation',
      schema: { params: kindParams, body: approvalPolicyBody, data: approvalPolicyItem },
      answer: (request) => updateApprovalPolicy(db, actorOf(request), request.params.kind, request.body),
    });

    // ---- institutions

    route.get('/api/selfCustody/institutions', {
      requires: { anyPermission: ['selfCustody.deposit', 'selfCustody.dataPanel'] },
      summary: 'Institutions by BTC account or by part of their name or account (the deposit form picks one)',
      schema: { querystring: institutionListQuery(btcNetwork), page: institutionItem },
      answer: (request) => listInstitutions(db, request.query),
    });

    route.post('/api/selfCustody/institutions/:id/rename', {
      requires: { permission: 'institutions:rename' },
      summary:
        'Rename an institution from now on: deposits and withdrawals already recorded keep their name; the same name again changes nothing',
      schema: { params: idParams, body: renameInstitutionBody, data: institutionItem },
      answer: (request) => renameInstitution(db, actorOf(request), request.params.id, request.body.name),
    });

    // ---- data panel

    route.get('/api/selfCustody/dataPanel', {
      requires: { permission: 'selfCustody.dataPanel' },
      summary: 'Per institution BTC and vault figures, with totals (exact decimals)',
      schema: { data: dataPanel },
      answer: () => institutionDataPanel(db),
    });
  },
);
