/** What news and notices share: the show / hide state and the call that changes it. */
import { request } from '@umijs/max';
import type { AnswerOf } from './api';
import type { Visibility } from '../../contract/vocabulary';
export type { Visibility };

type ContentBase = '/api/news' | '/api/notices';

/** `POST <base>/:id/show` or `/hide`; asking for the state an item is already in answers 409. */
export async function setVisibility<Base extends ContentBase>(basePath: Base, id: number, status: Visibility) {
  return request<AnswerOf<`${Base}/{id}/show` | `${Base}/{id}/hide`, 'post'>>(
    `${basePath}/${id}/${status === 'shown' ? 'show' : 'hide'}`,
    {
      method: 'POST',
    },
  );
}
