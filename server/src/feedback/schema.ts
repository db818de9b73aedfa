// Request and answer shapes of user feedback.
import { z } from 'zod';
import { listAndExportQueries, timeRangeQuery } from '../content/listing';
import { sortOrder } from '../http/envelope';
import { httpUrl } from '../http/fields';
import { FEEDBACK_STATUSES } from '../../../contract/vocabulary';

const feedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

export const feedbackItem = z.object({
  id: z.number().int(),
  email: z.string(),
  content: z.string(),
  pictureUrl: z.string().nullable(),
  submittedAt: z.string(),
  status: feedbackStatus,
  /** Who marked it processed, and when; null while untreated. */
  processedBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  processedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const { list: feedbackListQuery, export: feedbackExportQuery } = listAndExportQueries({
  email: z.string().max(254).optional(),
  status: feedbackStatus.optional(),
  ...timeRangeQuery('submitted'),
  sortField: z.enum(['submittedAt', 'processedAt']).optional(),
  sortOrder: sortOrder.optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;
export type FeedbackExportQuery = z.infer<typeof feedbackExportQuery>;

/** Feedback a user sent from the product, handed over by its site (service scope `feedback`). */
export const receivedFeedbackBody = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email()).describe("The user's mailbox, to answer them"),
  content: z.string().trim().min(1).max(5000),
  pictureUrl: httpUrl.optional().describe('A screenshot the user attached'),
});
export type ReceivedFeedback = z.infer<typeof receivedFeedbackBody>;
