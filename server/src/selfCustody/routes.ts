// The self-custody pages' API: deposits and mints, withdrawals and refunds, approvals, the
// approval policy and the institution data panel. Money-moving confirmations take an
// `Idempotency-Key`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { errorResponses, idParams, ok, page } from '../http/envelope';
import { idempotencyHeaders, onceForKey } from '../http/idempotency';
import { APPROVE_CODE } from '../permissions/codes';
import { loadAuthority } from '../permissions/authority';
import { listApprovalPolicies, updateApprovalPolicy } from './approvalPolicy';
import { institutionDataPanel } from './dataPanel';
import { confirmDepositMint, getDeposit, listDeposits, recordDeposit } from './deposits';
import { approveOperation, listAwaitingApproval } from './operations';
import {
  approvalPolicyBody,
  approvalPolicyItem,
  createDepositBody,
  dataPanel,
  depositItem,
  depositListQuery,
  kindParams,
  operationItem,
  refundRequestBody,
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

const tags = ['selfCustody'];

export const selfCustodyRoutes: FastifyPluginAsyncZod<{ db: Db; btcNetwork: BtcNetwork }> = async (
  app,
  { db, btcNetwork },
) => {
  // ---- deposits

  app.get(
    '/api/selfCustody/deposits',
    {
      config: { requires: { permission: 'selfCustody.deposit' } },
      schema: {
        tags,
        summary: 'Deposits with their mint status and latest mint operation',
        querystring: depositListQuery,
        response: { 200: page(depositItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listDeposits(db, actorOf(request), request.query)) }),
  );

  app.get(
    '/api/selfCustody/deposits/:id',
    {
      config: { requires: { permission: 'selfCustody.deposit' } },
      schema: { tags, summary: 'One deposit', params: idParams, response: { 200: ok(depositItem), ...errorResponses } },
    },
    async (request) => ({ success: true as const, data: await getDeposit(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/selfCustody/deposits',
    {
      config: { requires: { permission: 'deposits:create' } },
      schema: {
        tags,
        summary: `Record a deposit (BTC addresses of the configured network: ${btcNetwork})`,
        body: createDepositBody(btcNetwork),
        response: { 200: ok(depositItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await recordDeposit(db, actorOf(request), request.body) }),
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
      {
        config: { requires: { permission: code }, stepUp: true },
        schema: {
          tags,
          summary,
          headers: idempotencyHeaders,
          params: idParams,
          response: { 200: ok(depositItem), ...errorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
          confirmDepositMint(tx, actorOf(request), request.params.id, mode),
        ),
      }),
    );
  }

  // ---- withdrawals

  app.get(
    '/api/selfCustody/withdrawals',
    {
      config: { requires: { permission: 'selfCustody.withdraw' } },
      schema: {
        tags,
        summary: 'Withdrawals with their cooling time and latest operation',
        querystring: withdrawalListQuery,
        response: { 200: page(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listWithdrawals(db, actorOf(request), request.query)) }),
  );

  app.get(
    '/api/selfCustody/withdrawals/:id',
    {
      config: { requires: { permission: 'selfCustody.withdraw' } },
      schema: {
        tags,
        summary: 'One withdrawal',
        params: idParams,
        response: { 200: ok(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await getWithdrawal(db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/confirm',
    {
      config: { requires: { permission: 'withdrawals:confirm' }, stepUp: true },
      schema: {
        tags,
        summary: 'Confirm a withdrawal once its cooling time has passed: opens the withdrawal operation',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: ok(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
        confirmWithdrawal(tx, actorOf(request), request.params.id),
      ),
    }),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/refundRequest',
    {
      config: { requires: { permission: 'withdrawals:requestRefund' }, stepUp: true },
      schema: {
        tags,
        summary: 'Request the refund of a withdrawal that is cooling or failed',
        headers: idempotencyHeaders,
        params: idParams,
        body: refundRequestBody,
        response: { 200: ok(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
        requestWithdrawalRefund(tx, actorOf(request), request.params.id, request.body.reason),
      ),
    }),
  );

  app.post(
    '/api/selfCustody/withdrawals/:id/refundConfirm',
    {
      config: { requires: { permission: 'withdrawals:confirmRefund' }, stepUp: true },
      schema: {
        tags,
        summary: 'Confirm a requested refund: opens the refund operation',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: ok(withdrawalItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
        confirmWithdrawalRefund(tx, actorOf(request), request.params.id),
      ),
    }),
  );

  // ---- approvals

  app.get(
    '/api/selfCustody/operations/awaitingApproval',
    {
      config: { requires: { anyPermission: Object.values(APPROVE_CODE) } },
      schema: {
        tags,
        summary: 'Operations still awaiting approvals, oldest first',
        response: { 200: ok(z.array(operationItem)), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAwaitingApproval(db, await loadAuthority(db, actorOf(request))),
    }),
  );

  app.post(
    '/api/selfCustody/operations/:id/approve',
    {
      config: { requires: { anyPermission: Object.values(APPROVE_CODE) }, stepUp: true },
      schema: {
        tags,
        summary: "Approve an operation: needs the kind's confirm permission; the requester cannot approve",
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: ok(operationItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await onceForKey(db, request, signedIn(request).admin.id, (tx) =>
        approveOperation(tx, actorOf(request), request.params.id),
      ),
    }),
  );

  app.get(
    '/api/selfCustody/approvalPolicies',
    {
      config: { requires: { anyPermission: ['selfCustody.dataPanel', 'selfCustody.deposit', 'selfCustody.withdraw'] } },
      schema: {
        tags,
        summary: 'How many approvals besides the requester each kind of operation needs, above which amount',
        response: { 200: ok(z.array(approvalPolicyItem)), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await listApprovalPolicies(db, actorOf(request)) }),
  );

  app.put(
    '/api/selfCustody/approvalPolicies/:kind',
    {
      config: { requires: { permission: 'custody:approvalPolicy' } },
      schema: {
        tags,
        summary: 'Change the approval policy of one kind of operation',
        params: kindParams,
        body: approvalPolicyBody,
        response: { 200: ok(approvalPolicyItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateApprovalPolicy(db, actorOf(request), request.params.kind, request.body),
    }),
  );

  // ---- data panel

  app.get(
    '/api/selfCustody/dataPanel',
    {
      config: { requires: { permission: 'selfCustody.dataPanel' } },
      schema: {
        tags,
        summary: 'Per institution BTC and vault figures, with totals (exact decimals)',
        response: { 200: ok(dataPanel), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await institutionDataPanel(db) }),
  );
};
