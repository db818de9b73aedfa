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

/** `GET path` with the query's blank filters dropped; `signal` cancels it when a newer request supersedes it. */
export async function getAnswer<P extends ApiPath>(path: P, query: QueryOf<P>, signal?: AbortSignal) {
  return request<AnswerOf<P, 'get'>>(path, { method: 'GET', params: compactQuery(query), signal });
}

type PathParams = Record<string, string | number>;

/** `path` with each `{name}` filled from `params`, URI-encoded. */
function filledPath(path: string, params: PathParams) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** A `POST`, `PUT` or `DELETE` of `path` (its `{name}`s filled from `params`), with `body` as its JSON and `headers` when given. */
export async function sendAnswer<P extends ApiPath, M extends 'post' | 'put' | 'delete'>(
  method: M,
  path: P,
  { params = {}, body, headers }: { params?: PathParams; body?: BodyOf<P, M>; headers?: Record<string, string> } = {},
) {
  return request<AnswerOf<P, M>>(filledPath(path, params), {
    method: method.toUpperCase(),
    ...(body === undefined ? {} : { data: body }),
    ...(headers === undefined ? {} : { headers }),
  });
}
