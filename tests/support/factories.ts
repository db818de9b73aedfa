// The records tests start from, one place each (as Outline's server/test/factories.ts): an input valid
// as it is, changed by overrides for what a test is about, and a build that makes the record as the
// product does: through the API as an administrator (the rules under test run there), or straight into
// the table for what only the outside world writes (users' feedback). Administrators and roles are
// TestApi's own (createRole, createAdmin, signedInAs).
import { feedback } from '../../server/src/db/schema';
import type { Db } from '../../server/src/db/client';
import type { TestApi } from './apiServer';

/** Fields a test sets beyond the defaults, or sets wrong on purpose (a refusal's input). */
export type Overrides = Record<string, unknown>;

let made = 0;
/** A number no other record of this test file has: titles stay distinct without a test naming them. */
function nextNumber() {
  made += 1;
  return made;
}

/** What the API answers for news and notices: their id and their fields, as the tests read them. */
export interface BuiltNews {
  id: number;
  title: string;
  status: string;
  publishedAt: string;
}
export interface BuiltNotice {
  id: number;
  content: string;
  status: string;
  createdBy: { id: number; email: string };
}

/** A news item's fields as the create form sends them; each call a title of its own. */
export function newsInput(overrides: Overrides = {}) {
  return {
    title: `Headline ${nextNumber()}`,
    description: 'What happened, in two lines.',
    imageUrl: 'https://cdn.example.com/picture.png',
    link: 'https://example.com/story',
    publishedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Creates a news item through the API as the administrator holding `token`; what the API answered. */
export async function buildNews(api: TestApi, token: string, overrides: Overrides = {}): Promise<BuiltNews> {
  const response = await api.call('POST', '/api/news', newsInput(overrides), token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A notice's fields as the create form sends them. */
export function noticeInput(overrides: Overrides = {}) {
  return { content: 'Maintenance on Saturday', link: 'https://example.com/status', platform: 'all', ...overrides };
}

/** Creates a notice through the API as the administrator holding `token`; what the API answered. */
export async function buildNotice(api: TestApi, token: string, overrides: Overrides = {}): Promise<BuiltNotice> {
  const response = await api.call('POST', '/api/notices', noticeInput(overrides), token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/**
 * Feedback as users send it from the product (outside this API, so written into the table): one row a
 * set of overrides, one default row when none is given; the rows as stored.
 */
export function buildFeedback(db: Db, ...rows: Partial<typeof feedback.$inferInsert>[]) {
  return db
    .insert(feedback)
    .values(
      (rows.length ? rows : [{}]).map((row) => ({ email: 'user@example.org', content: 'The app is slow.', ...row })),
    )
    .returning();
}
