/** What news and notices share: the show / hide state and the call that changes it, and their calls alike. */
import { request } from '@umijs/max';
import { downloadFile, exportReader } from '@/utils/download';
import { type AnswerOf, type QueryOf, resourceCalls } from './api';
import type { Visibility } from '../../contract/vocabulary';
export type { Visibility };

type ContentBase = '/api/news' | '/api/notices';

/** `POST <base>/:id/show` or `/hide`; asking for the state an item is already in answers 409. */
async function setVisibility<Base extends ContentBase>(basePath: Base, id: number, status: Visibility) {
  return request<AnswerOf<`${Base}/{id}/show` | `${Base}/{id}/hide`, 'post'>>(
    `${basePath}/${id}/${status === 'shown' ? 'show' : 'hide'}`,
    {
      method: 'POST',
    },
  );
}

/**
 * A content area's calls: list, create (shown unless created hidden), edit and delete, Show / Hide,
 * and the CSV of the list's current filter with its headers in the given interface language.
 */
export function contentCalls<Base extends ContentBase>(basePath: Base, csvName: string) {
  return {
    ...resourceCalls(basePath),
    setVisibility: (id: number, status: Visibility) => setVisibility(basePath, id, status),
    exportCsv: (filters: Omit<QueryOf<`${Base}/export`>, 'locale' | 'timeZone'>, locale: string) =>
      downloadFile(`${basePath}/export`, { ...filters, ...exportReader(locale) }, csvName),
  };
}
