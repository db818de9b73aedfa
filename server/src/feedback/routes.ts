import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { actorOf, signedIn } from '../http/authorization';
import { csvResponse, sendCsv } from '../http/csv';
import { errorResponses, idParams, ok, page } from '../http/envelope';
import { feedbackExportQuery, feedbackItem, feedbackListQuery } from './schema';
import { exportFeedback, listFeedback, processFeedback } from './service';

const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/feedback',
    {
      config: { requires: { permission: 'feedback' } },
      schema: {
        tags,
        summary: 'Feedback, filtered by status, mailbox and time, sorted and paged',
        querystring: feedbackListQuery,
        response: { 200: page(feedbackItem), ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await listFeedback(db, request.query)) }),
  );

  app.get(
    '/api/feedback/export',
    {
      config: { requires: { permission: 'feedback:export' } },
      schema: {
        tags,
        summary: "CSV of the feedback the list's filter matches",
        querystring: feedbackExportQuery,
        response: { 200: csvResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendCsv(reply, 'feedback', await exportFeedback(db, request.query)),
  );

  app.post(
    '/api/feedback/:id/process',
    {
      config: { requires: { permission: 'feedback:process' } },
      schema: {
        tags,
        summary: 'Mark feedback processed, recording who and when; an item already processed is answered unchanged',
        params: idParams,
        response: { 200: ok(feedbackItem), ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await processFeedback(db, { ...actorOf(request), adminId: signedIn(request).admin.id }, request.params.id),
    }),
  );
};
