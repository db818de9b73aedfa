import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { idParams, ok, page } from '../http/envelope';
import { feedbackExportQuery, feedbackItem, feedbackListQuery, receivedFeedbackBody } from './schema';
import { exportFeedback, listFeedback, processFeedback, receiveFeedback } from './service';
import { answer, answerPage, declared } from '../http/declared';
import { idempotencyHeaders, onceForKey } from '../http/idempotency';

const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/feedback',
    declared({
      requires: { permission: 'feedback' },
      tags,
      summary: 'Feedback, filtered by status, mailbox and time, sorted and paged',
      querystring: feedbackListQuery,
      response: page(feedbackItem),
    }),
    (request) => answerPage(listFeedback(db, request.query)),
  );

  app.get(
    '/api/feedback/export',
    declared({
      requires: { permission: 'feedback:export' },
      tags,
      summary: "CSV of the feedback the list's filter matches",
      querystring: feedbackExportQuery,
      response: csvResponse,
    }),
    async (request, reply) => sendCsv(reply, 'feedback', await exportFeedback(db, request.query)),
  );

  app.post(
    '/api/feedback/:id/process',
    declared({
      requires: { permission: 'feedback:process' },
      tags,
      summary: 'Mark feedback processed, recording who and when; an item already processed is answered unchanged',
      params: idParams,
      response: ok(feedbackItem),
    }),
    (request) =>
      answer(processFeedback(db, { ...actorOf(request), adminId: signedIn(request).admin.id }, request.params.id)),
  );

  app.post(
    '/api/service/feedback',
    declared({
      requires: { serviceScope: 'feedback' },
      tags: ['service'],
      summary: "Feedback a user sent from the product, handed over by the product's site; it arrives untreated",
      headers: idempotencyHeaders,
      body: receivedFeedbackBody,
      response: ok(feedbackItem),
    }),
    // A retry with the same Idempotency-Key gets the first answer and makes no second row.
    (request) => onceForKey(db, request, (tx) => answer(receiveFeedback(tx, actorOf(request), request.body))),
  );
};
