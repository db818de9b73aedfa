// Approvers are told: an operation awaiting approvals emails each administrator who may approve it,
// once (kind, amount at its unit's precision, link into the panel), never the requester, those
// without the approval permission, the disabled or those who turned the emails off; nothing for a
// change that rolled back; once across two server instances on one database. And each
// administrator's own switch for these emails.
import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, auditLogs, events } from '../../server/src/db/schema';
import { createMailer } from '../../server/src/mail/mailer';
import { confirmWithdrawal } from '../../server/src/selfCustody/withdrawals';
import { setAdminEnabled, type HttpMethod, type TestApi } from '../support/apiServer';
import { cooledWithdrawalRequest } from '../support/custodyAddresses';
import { depositObservedOnChain } from '../support/observedDeposit';
import { readMail, type Mailbox } from '../support/mailbox';
import { mailedApiForBlock } from '../support/mailedApi';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';

const PANEL_URL = 'https://admin.example.com/ops/';
const WITHDRAWAL_APPROVER = ['selfCustody.withdraw', 'withdrawals:confirm'];

let mailbox: Mailbox;
let api: TestApi;
let rootToken: string;
let indexer: string;
/** Instances whose approval emails the test waits for. */
const instances: FastifyInstance[] = [];
let requester: { token: string; adminId: number };
let counter = 0;

mailedApiForBlock({ PANEL_URL }, async (started) => {
  ({ api, mailbox } = started);
  instances.push(api.app);
  rootToken = await api.signIn();
  indexer = await api.serviceToken('indexer', rootToken);
  requester = await api.signedInAs('requester@example.com', WITHDRAWAL_APPROVER, '10.80.0.1');
  await api.signedInAs('approver.one@example.com', WITHDRAWAL_APPROVER, '10.80.0.2');
  await api.signedInAs('approver.two@example.com', WITHDRAWAL_APPROVER, '10.80.0.3');
  await api.signedInAs('looker@example.com', ['selfCustody.withdraw'], '10.80.0.4');
  await api.signedInAs('mint.approver@example.com', ['selfCustody.deposit', 'deposits:confirmMint'], '10.80.0.5');
  const disabled = await api.signedInAs('disabled.approver@example.com', WITHDRAWAL_APPROVER, '10.80.0.6');
  await setAdminEnabled(api.db, disabled.adminId, false);
  const quiet = await api.signedInAs('quiet.approver@example.com', WITHDRAWAL_APPROVER, '10.80.0.7');
  expect((await call('PUT', '/api/auth/me/preferences', { approvalEmails: false }, quiet.token)).statusCode).toBe(200);
  // Two approvals besides the requester's: after one approval the operation still awaits the other.
  const policy = await call(
    'PUT',
    '/api/selfCustody/approvalPolicies/withdrawal',
    { approvalsBesidesRequester: 2, aboveAmount: '0' },
    rootToken,
  );
  expect(policy.statusCode).toBe(200);
});

function call(method: HttpMethod, url: string, payload: object | undefined, token: string, app = api.app) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

/** Who may approve a withdrawal and wants to be told: the super administrator and the two approvers. */
const TOLD = ['approver.one@example.com', 'approver.two@example.com', 'root@example.com'];

/** A withdrawal the indexer reported, cooled, ready for confirmation. */
async function cooledWithdrawal(amount = '1234.5') {
  counter += 1;
  const response = await call(
    'POST',
    '/api/service/withdrawals',
    cooledWithdrawalRequest({ amount, nonce: String(7000 + counter) }),
    indexer,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; nonce: string };
}

/** Confirms the withdrawal as the requester: its operation awaits two approvals. */
async function confirmed(withdrawalId: number, app = api.app) {
  const response = await call(
    'POST',
    `/api/selfCustody/withdrawals/${withdrawalId}/confirm`,
    undefined,
    requester.token,
    app,
  );
  expect(response.statusCode).toBe(200);
  const operation = response.json().data.operation as { id: number; status: string };
  expect(operation.status).toBe('awaiting_approval');
  return operation.id;
}

/** Once every instance has handled every change so far (and sent what it sends): no email is on its way. */
async function settled() {
  const [{ latest }] = await api.db.select({ latest: max(events.id) }).from(events);
  const deadline = Date.now() + 5000;
  while (instances.some((app) => (app.approvalMailer?.handledThrough ?? 0) < (latest ?? 0))) {
    if (Date.now() > deadline) throw new Error(`approval emails did not reach event ${latest}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mailsAbout = (operationId: number) =>
  mailbox.messages.map(readMail).filter((mail) => mail.text.includes(`(operation ${operationId})`));
const recipientsOf = (operationId: number) =>
  mailsAbout(operationId)
    .flatMap((mail) => mail.to)
    .sort();

describe('approval emails', () => {
  it('emails each administrator who may approve the operation once, with its kind, amount and link', async () => {
    const withdrawal = await cooledWithdrawal('1234.5');
    const operationId = await confirmed(withdrawal.id);
    await settled();
    expect(recipientsOf(operationId)).toEqual(TOLD);
    const link = `${PANEL_URL}#/selfCustody/withdraw?nonce=${withdrawal.nonce}`;
    for (const mail of mailsAbout(operationId)) {
      expect(mail.subject).toBe(
        'Admin Panel: approval needed, Withdrawal 1,234.5 BTC / 管理后台：待您审批，提款 1,234.5 BTC',
      );
      expect(mail.text).toContain(`Withdrawal, 1,234.5 BTC (operation ${operationId}), requested by "requester"`);
      expect(mail.text).toContain(`提款，1,234.5 BTC（操作 ${operationId}，由 "requester" 发起）`);
      expect(mail.text.split('\n')).toContain(link);
    }
  });

  it("quotes the requester's name, so that a name stored with line breaks adds no line to the email", async () => {
    // A name saved before names were refused line breaks (the API refuses one now: tests/api/names.test.ts).
    const hostile = 'Cora Custody\n\nSECURITY NOTICE: re-approve at https://evil.example/login';
    await api.db.update(admins).set({ name: hostile }).where(eq(admins.id, requester.adminId));
    try {
      const operationId = await confirmed((await cooledWithdrawal('0.25')).id);
      await settled();
      expect(recipientsOf(operationId)).toEqual(TOLD);
      for (const mail of mailsAbout(operationId)) {
        expect(mail.text).toContain(
          'requested by "Cora Custody\\u000a\\u000aSECURITY NOTICE: re-approve at https://evil.example/login", awaits',
        );
        expect(mail.text.split('\n').filter((line) => line.includes('SECURITY NOTICE'))).toHaveLength(2);
        expect(mail.text.split('\n').some((line) => line.startsWith('SECURITY NOTICE'))).toBe(false);
      }
    } finally {
      await api.db.update(admins).set({ name: 'requester' }).where(eq(admins.id, requester.adminId));
    }
  });

  it('tells no one again when the operation is approved and still awaits another approval', async () => {
    const operationId = await confirmed((await cooledWithdrawal('0.4')).id);
    await settled();
    expect(recipientsOf(operationId)).toEqual(TOLD);
    const oneToken = await api.signIn('approver.one@example.com', 'test password 123', '10.80.1.1');
    const approved = await call('POST', `/api/selfCustody/operations/${operationId}/approve`, undefined, oneToken);
    expect(approved.json().data).toMatchObject({ status: 'awaiting_approval', awaitingApprovals: 1 });
    await settled();
    expect(recipientsOf(operationId)).toEqual(TOLD);
  });

  it('links a mint to its deposit, its amount at YBTC precision', async () => {
    await call(
      'PUT',
      '/api/selfCustody/approvalPolicies/mint',
      { approvalsBesidesRequester: 1, aboveAmount: '0' },
      rootToken,
    );
    const depositHash = 'c'.repeat(63) + String(counter % 10);
    const depositId = await depositObservedOnChain(
      api,
      { rootToken, indexerToken: indexer },
      { institution: 'Mail Capital', amount: '0.00012', depositHash, remarks: 'mail' },
    );
    const minted = await call('POST', `/api/selfCustody/deposits/${depositId}/mint`, undefined, rootToken);
    const operationId = minted.json().data.operation.id as number;
    await settled();
    // The requester (here the super administrator) is not told; the mint approver is.
    expect(recipientsOf(operationId)).toEqual(['mint.approver@example.com']);
    const [mail] = mailsAbout(operationId);
    expect(mail.subject).toContain('Mint YBTC 0.00012 YBTC');
    expect(mail.text.split('\n')).toContain(`${PANEL_URL}#/selfCustody/deposit?depositHash=${depositHash}`);
  });

  it('sends nothing for a change that rolled back', async () => {
    const withdrawal = await cooledWithdrawal();
    const actor = { adminId: requester.adminId, ip: null, userAgent: null };
    await expect(
      api.db.transaction(async (tx) => {
        await confirmWithdrawal(tx, actor, withdrawal.id);
        throw new Error('the change failed after its operation was opened');
      }),
    ).rejects.toThrow('the change failed');
    await settled();
    const aboutIt = () =>
      mailbox.messages.map(readMail).filter((mail) => mail.text.includes(`nonce=${withdrawal.nonce}`));
    expect(aboutIt()).toEqual([]);
    // The same change, committed, is told.
    await confirmed(withdrawal.id);
    await settled();
    expect(aboutIt()).toHaveLength(TOLD.length);
  });

  it('sends each email once with two server instances on one database', async () => {
    const second: SecondInstance = await startSecondInstance(api, {
      mailer: createMailer(
        { smtpUrl: mailbox.url, mailFrom: 'Admin Panel <no-reply@localhost>' },
        { info: () => undefined },
      ),
      panelUrl: PANEL_URL,
    });
    instances.push(second.app);
    try {
      const fromFirst = await confirmed((await cooledWithdrawal()).id);
      const fromSecond = await confirmed((await cooledWithdrawal()).id, second.app);
      await settled();
      expect(recipientsOf(fromFirst)).toEqual(TOLD);
      expect(recipientsOf(fromSecond)).toEqual(TOLD);
    } finally {
      instances.pop();
      await second.close();
    }
  });

  it('tells, when an instance starts, of an operation requested while none listened, and only those not told', async () => {
    const mailer = api.app.approvalMailer;
    if (!mailer) throw new Error('the test API sends approval emails');
    await mailer.stop();
    let second: SecondInstance | undefined;
    try {
      const unheard = await confirmed((await cooledWithdrawal('0.7')).id);
      expect(recipientsOf(unheard)).toEqual([]);
      const before = mailbox.messages.length;
      second = await startSecondInstance(api, {
        mailer: createMailer(
          { smtpUrl: mailbox.url, mailFrom: 'Admin Panel <no-reply@localhost>' },
          { info: () => undefined },
        ),
        panelUrl: PANEL_URL,
      });
      const deadline = Date.now() + 5000;
      while (recipientsOf(unheard).length < TOLD.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await second.app.approvalMailer?.stop();
      expect(recipientsOf(unheard)).toEqual(TOLD);
      // The operations told of before (still awaiting approval) are not told again.
      expect(mailbox.messages.length - before).toBe(TOLD.length);
    } finally {
      await second?.close();
      await mailer.start({ listen: api.server.database.listen });
    }
  });
});

describe("an administrator's own switch for approval emails", () => {
  it('refuses without a session, and bad input without changing anything', async () => {
    const { token } = await api.signedInAs('switcher@example.com', ['news'], '10.80.2.1');
    const noSession = await api.app.inject({
      method: 'PUT',
      url: '/api/auth/me/preferences',
      payload: { approvalEmails: false },
    });
    expect([noSession.statusCode, noSession.json().errorCode]).toEqual([401, 'UNAUTHENTICATED']);
    for (const payload of [
      {},
      { approvalEmails: 'no' },
      { approvalEmails: null },
      { approvalEmails: false, other: 1 },
    ]) {
      const refused = await call('PUT', '/api/auth/me/preferences', payload, token);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const me = await call('GET', '/api/auth/me', undefined, token);
    expect(me.json().data.admin.approvalEmails).toBe(true);
  });

  it('turns them off and on again, says so in the session, audits each change, and is heeded', async () => {
    const { token, adminId } = await api.signedInAs('toggler@example.com', WITHDRAWAL_APPROVER, '10.80.2.2');
    const off = await call('PUT', '/api/auth/me/preferences', { approvalEmails: false }, token);
    expect(off.json()).toEqual({ success: true, data: { approvalEmails: false } });
    expect((await call('GET', '/api/auth/me', undefined, token)).json().data.admin.approvalEmails).toBe(false);
    const whileOff = await confirmed((await cooledWithdrawal()).id);
    await settled();
    expect(recipientsOf(whileOff)).not.toContain('toggler@example.com');

    const on = await call('PUT', '/api/auth/me/preferences', { approvalEmails: true }, token);
    expect(on.json().data).toEqual({ approvalEmails: true });
    expect((await call('GET', '/api/auth/me', undefined, token)).json().data.admin.approvalEmails).toBe(true);
    const whileOn = await confirmed((await cooledWithdrawal()).id);
    await settled();
    expect(recipientsOf(whileOn)).toEqual([...TOLD, 'toggler@example.com'].sort());

    const audited = await api.db
      .select({ before: auditLogs.before, after: auditLogs.after, adminId: auditLogs.adminId })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'admin.updatePreferences'), eq(auditLogs.entityId, String(adminId))))
      .orderBy(auditLogs.id);
    expect(audited).toEqual([
      { adminId, before: { approvalEmails: true }, after: { approvalEmails: false } },
      { adminId, before: { approvalEmails: false }, after: { approvalEmails: true } },
    ]);
    // The other tests expect exactly TOLD to be told, in whatever order they run.
    await setAdminEnabled(api.db, adminId, false);
  });
});
