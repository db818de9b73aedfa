/** What news and notices share: the show / hide state and the call that changes it. */
import { request } from '@umijs/max';
import type { ApiResult } from './types';
import { type Visibility } from '../../contract/vocabulary';
export { type Visibility };


/** `POST <base>/:id/show` or `/hide`; asking for the state an item is already in answers 409. */
export async function setVisibility<Item>(basePath: string, id: number, status: Visibility) {
  return request<ApiResult<Item>>(`${basePath}/${id}/${status === 'shown' ? 'show' : 'hide'}`, { method: 'POST' });
}
