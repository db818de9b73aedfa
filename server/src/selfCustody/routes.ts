// The self-custody pages' API: deposits and mints, withdrawals and refunds, approvals, the
// approval policy, institutions and the institution data panel. Money-moving confirmations take an
// `Idempotency-Key`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf } from '../http/authorization';
import { idParams, ok, page } from '../http/envelope';
import { idempotencyHeaders, onceForKey } from '../http/idempotency';
import { APPROVE_CODE } from '../permissions/codes';
import { loadAuthority } from '../permissions/authority';
import { listApprovalPolicies, updateApprovalPolicy } from './approvalPolicy';
import { institutionDataPanel } from './dataPanel';
import { confirmDepositMint, getDeposit, listDeposits, recordDeposit } from './deposits';
import { listInstitutions, renameInstitution } from './institutions';
import { approveOperation, listAwaitingApproval } from './operationApprovals';
import {
  approvalPolicyBody,
  approvalPolicyItem,
  createDepositBody,
  dataPanel,
  depositItem,
  depositListQuery,
  institutionItem,
  institutionListQuery,
  kindParams,
  operationItem,
  refundRequestBody,
  renameInstitutionBody,
  withdrawalItem,
  withdrawalListQuery,
} from './schema';
import {
  confirmWithdrawal,
  confirmWithdrawalRefund,
  getWithdrawal,
  listWithdrawals,
  requestWithdrawalRefund,
} from './withdrawals';
import { answer, answerPage, declared } from '../http/declared';

const tags = ['selfCustody'];

export const selfCustodyRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  // ---- deposits

  app.get(
    '/api/selfCustody/deposits',
    declared({
      requires: { permission: 'selfCustody.deposit' },
      tags,
      summary: 'Deposits with their mint status and latest mint operation',
      querystring: depositListQuery,
      response: page(depositItem),
    }),
    (request) => answerPage(listDeposits(db, actorOf(request), request.query)),
  );

  app.get(
    '/api/selfCustody/deposits/:id',
    declared({
      requires: { permission: 'selfCustody.deposit' },
      tags,
      summary: 'One deposit',
      params: idParams,
      response: ok(depositItem),
    }),
    (request) => answer(getDeposit(db, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/selfCustody/deposits',
    declared({
      requires: { permission: 'deposits:create' },
      tags,
      summary: `Record a deposit (BTC addresses of the configured network: ${btcNetwork})`,
      body: createDepositBody(btcNetwork),
      response: ok(depositItem),
    }),
    (request) => answer(recordDeposit(db, actorOf(request), request.body)),
  );

  for (const [path, mode, code, summary] of [
    [
      'mint',
      'first',
      'deposits:confirmMint',
      'Confirm minting YBTC for a deposit confirmed on chain: opens the mint operation, once',
    ],
    ['mint/retry', 'retry', 'deposits:retryMint', 'Retry a failed mint deliberately: opens the next attempt'],
  ] as const) {
    app.post(
      `/api/selfCustody/deposits/:id/${path}`,
      declared({
        requires: { permission: code },
        stepUp: true,
        tags,
        summary,
        headers: idempotencyHeaders,
        params: idParams,
        response: ok(depositItem),
      }),
      (request) =>
        answer(onceForKey(db, request, (tx) => confirmDepositMint(tx, actorOf(request), request.params.id, mode))),
    );
  }

  // ---- withdrawals

  app.get(
    '/api/selfCustody/withdrawals',
    declared({
      requires: { permission: 'selfCustody.withdraw' },
      tags,
      summary: 'Withdrawals with their cooling time and latest operation',
      querystring: withdrawalListQuery,
      response: page(withdrawalItem),
    }),
    (request) => answerPage(listWithdrawals(db, actorOf(request), request.query)),
  );

  app.get(
    '/api/selfCustody/withdrawals/:id',
    declared({
      requires: { permission: 'selfCustody.withdraw' },
      tags,
      summary: 'One withdrawal',
      params: idParams,
      response: ok(withdrawalItem),
    }),
    (request) => answer(getWithdrawal(db, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/confirm',
    declared({
      requires: { permission: 'withdrawals:confirm' },
      stepUp: true,
      tags,
      summary: 'Confirm a withdrawal once its cooling time has passed: opens the withdrawal operation',
      headers: idempotencyHeaders,
      params: idParams,
      response: ok(withdrawalItem),
    }),
    (request) => answer(onceForKey(db, request, (tx) => confirmWithdrawal(tx, actorOf(request), request.params.id))),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/refundRequest',
    declared({
      requires: { permission: 'withdrawals:requestRefund' },
      stepUp: true,
      tags,
      summary: 'Request the refund of a withdrawal that is cooling or failed',
      headers: idempotencyHeaders,
      params: idParams,
      body: refundRequestBody,
      response: ok(withdrawalItem),
    }),
    (request) =>
      answer(
        onceForKey(db, request, (tx) =>
          requestWithdrawalRefund(tx, actorOf(request), request.params.id, request.body.reason),
        ),
      ),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/refundConfirm',
    declared({
      requires: { permission: 'withdrawals:confirmRefund' },
      stepUp: true,
      tags,
      summary: 'Confirm a requested refund: opens the refund operation',
      headers: idempotencyHeaders,
      params: idParams,
      response: ok(withdrawalItem),
    }),
    (request) =>
      answer(onceForKey(db, request, (tx) => confirmWithdrawalRefund(tx, actorOf(request), request.params.id))),
  );

  // ---- approvals

  app.get(
    '/api/selfCustody/operations/awaitingApproval',
    declared({
      requires: { anyPermission: Object.values(APPROVE_CODE) },
      tags,
      summary: 'Operations still awaiting approvals, oldest first',
      response: ok(z.array(operationItem)),
    }),
    async (request) => answer(listAwaitingApproval(db, await loadAuthority(db, actorOf(request)))),
  );

  app.post(
    '/api/selfCustody/operations/:id/approve',
    declared({
      requires: { anyPermission: Object.values(APPROVE_CODE) },
      stepUp: true,
      tags,
      summary: "Approve an operation: needs the kind's confirm permission; the requester cannot approve",
      headers: idempotencyHeaders,
      params: idParams,
      response: ok(operationItem),
    }),
    (request) => answer(onceForKey(db, request, (tx) => approveOperation(tx, actorOf(request), request.params.id))),
  );

  app.get(
    '/api/selfCustody/approvalPolicies',
    declared({
      requires: { anyPermission: ['selfCustody.dataPanel', 'selfCustody.deposit', 'selfCustody.withdraw'] },
      tags,
      summary: 'How many approvals besides the requester each kind of operation needs, above which amount',
      response: ok(z.array(approvalPolicyItem)),
    }),
    (request) => answer(listApprovalPolicies(db, actorOf(request))),
  );

  app.put(
    '/api/selfCustody/approvalPolicies/:kind',
    declared({
      requires: { permission: 'custody:approvalPolicy' },
      tags,
      summary: 'Change the approval policy of one kind of operation',
      params: kindParams,
      body: approvalPolicyBody,
      response: ok(approvalPolicyItem),
    }),
    (request) => answer(updateApprovalPolicy(db, actorOf(request), request.params.kind, request.body)),
  );

  // ---- institutions

  app.get(
    '/api/selfCustody/institutions',
    declared({
      requires: { anyPermission: ['selfCustody.deposit', 'selfCustody.dataPanel'] },
      tags,
      summary: 'Institutions by BTC account or by part of their name or account (the deposit form picks one)',
      querystring: institutionListQuery(btcNetwork),
      response: page(institutionItem),
    }),
    (request) => answerPage(listInstitutions(db, request.query)),
  );

  app.post(
    '/api/selfCustody/institutions/:id/rename',
    declared({
      requires: { permission: 'institutions:rename' },
      tags,
      summary:
        'Rename an institution from now on: deposits and withdrawals already recorded keep their name; the same name again changes nothing',
      params: idParams,
      body: renameInstitutionBody,
      response: ok(institutionItem),
    }),
    (request) => answer(renameInstitution(db, actorOf(request), request.params.id, request.body.name)),
  );

  // ---- data panel

  app.get(
    '/api/selfCustody/dataPanel',
    declared({
      requires: { permission: 'selfCustody.dataPanel' },
      tags,
      summary: 'Per institution BTC and vault figures, with totals (exact decimals)',
      response: ok(dataPanel),
    }),
    () => answer(institutionDataPanel(db)),
  );
};
