// The panel's view of the API, read from the types `npm run openapi` generates from the server's
// own route schemas (api.generated.ts): a path and a method name an operation, and these give its
// query, body, answer and data. A service's types are written with them, never by hand, so a
// change on the server that the panel does not follow fails the type-check.
import { request } from '@umijs/max';
import { compactQuery } from '@/utils/listQuery';
import type { paths } from './api.generated';

type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The success answer (HTTP 200) of an operation, as the server serializes it. */
export type AnswerOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: { 200: infer Answer } } ? JsonOf<Answer> : never;

/** The `data` of an operation's success answer. */
export type DataOf<P extends ApiPath, M extends Method> = AnswerOf<P, M> extends { data: infer Data } ? Data : never;

/** One row of a list operation's `data`. */
export type RowOf<P extends ApiPath, M extends Method = 'get'> =
  DataOf<P, M> extends readonly (infer Row)[] ? Row : never;

/** The JSON body an operation takes. */
export type BodyOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query string an operation takes. */
export type QueryOf<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

type PathParams = Record<string, string | number>;

/** `path` with each `{name}` filled from `params`, URI-encoded. */
function filledPath(path: string, params: PathParams) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * How the request error handler (src/requestErrorConfig.ts) treats a call's failure: `skipErrorHandler`
 * leaves showing it to the caller, `keepSessionOnUnauthorized` reads a 401 as a refusal, not an expired session.
 */
interface ErrorHandling {
  skipErrorHandler?: boolean;
  keepSessionOnUnauthorized?: boolean;
}

/** `GET path` (its `{name}`s filled from `params`) with the query's blank filters dropped; `signal` cancels it when a newer request supersedes it. */
export async function getAnswer<P extends ApiPath>(
  path: P,
  { query, params = {}, signal }: { query?: QueryOf<P>; params?: PathParams; signal?: AbortSignal } = {},
) {
  return request<AnswerOf<P, 'get'>>(filledPath(path, params), {
    method: 'GET',
    ...(query === undefined ? {} : { params: compactQuery(query) }),
    ...(signal === undefined ? {} : { signal }),
  });
}

/**
 * A `POST`, `PUT` or `DELETE` of `path` (its `{name}`s filled from `params`), with `body` as its JSON when given.
 * A money operation carries its dialog's `idempotencyKey`, so that a double click or a retry takes effect once.
 */
export async function sendAnswer<P extends ApiPath, M extends 'post' | 'put' | 'delete'>(
  method: M,
  path: P,
  {
    params = {},
    body,
    idempotencyKey,
    ...errorHandling
  }: { params?: PathParams; body?: BodyOf<P, M>; idempotencyKey?: string } & ErrorHandling = {},
) {
  return request<AnswerOf<P, M>>(filledPath(path, params), {
    method: method.toUpperCase(),
    ...(body === undefined ? {} : { data: body }),
    ...(idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
    ...errorHandling,
  });
}

/** The path of one item under a list path. */
type ItemPath<List extends ApiPath> = Extract<`${List}/{id}`, ApiPath>;

/**
 * The calls of a resource the panel lists, creates and edits (and deletes, where the API allows it):
 * `GET` and `POST` of `listPath`, `PUT` and `DELETE` of `listPath/{id}`.
 */
export function resourceCalls<List extends ApiPath>(listPath: List) {
  const itemPath = `${listPath}/{id}` as ItemPath<List>;
  return {
    list: (query: QueryOf<List>, signal?: AbortSignal) => getAnswer(listPath, { query, signal }),
    create: (body: BodyOf<List, 'post'>) => sendAnswer('post', listPath, { body }),
    update: (id: number, body: BodyOf<ItemPath<List>, 'put'>) => sendAnswer('put', itemPath, { params: { id }, body }),
    remove: (id: number) => sendAnswer('delete', itemPath, { params: { id } }),
  };
}
