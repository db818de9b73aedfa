// A domain's routes in the shape they all share: a method and path, what the route requires, its
// summary and schemas, and the service call whose result the envelope wraps. The answer's shape
// follows from the schema: `data` answers `{ success, data }`, `page` ProTable's page, `response`
// whatever the call sends itself (a CSV file), and none of them `{ success: true }` once it is done.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteRequirement } from './authorization';
import { answer, answerPage, declared } from './declared';
import { ok, okEmpty, page } from './envelope';

export type RouteSchema = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** `{ success: true, data }` */
  data?: z.ZodType;
  /** `{ success: true, data: Item[], total }` */
  page?: z.ZodType;
  /** The 200 answer as it is, sent by the call itself. */
  response?: z.ZodType;
  /** The error answers, when not the usual ones. */
  errors?: Record<number, z.ZodType>;
};

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request as the route's schemas have parsed it. */
export type RouteRequest<S extends RouteSchema> = FastifyRequest & {
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
};

type Result<S extends RouteSchema> = S['page'] extends z.ZodType
  ? { data: z.input<S['page']>[]; total: number }
  : S['data'] extends z.ZodType
    ? z.input<S['data']>
    : unknown;

export interface Route<S extends RouteSchema> {
  requires: RouteRequirement;
  stepUp?: true;
  summary: string;
  schema: S;
  answer: (request: RouteRequest<S>, reply: FastifyReply) => Promise<Result<S>>;
}

/** Declares routes on `app` under the OpenAPI tags given. */
export function routesOf(app: FastifyInstance, tags: string[]) {
  const declare =
    (method: HTTPMethods) =>
    <const S extends RouteSchema>(url: string, route: Route<S>) => {
      const { data, page: pageItem, response, errors, ...inputs } = route.schema;
      const reply = (request: FastifyRequest, replyTo: FastifyReply) =>
        route.answer(request as RouteRequest<S>, replyTo);
      const { config, schema } = declared({
        requires: route.requires,
        stepUp: route.stepUp,
        tags,
        summary: route.summary,
        ...inputs,
        response: response ?? (pageItem ? page(pageItem) : data ? ok(data) : okEmpty),
        errors,
      });
      app.route({
        method,
        url,
        config,
        schema: schema as FastifySchema,
        handler: async (request, replyTo) => {
          if (response) return reply(request, replyTo);
          if (pageItem) return answerPage(reply(request, replyTo) as Promise<object>);
          if (data) return answer(reply(request, replyTo));
          await reply(request, replyTo);
          return { success: true as const };
        },
      });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

/** A domain's routes as a plugin: `declare` gets the routes of these OpenAPI tags, the plugin's options and the app. */
export function domainRoutes<Options extends Record<string, unknown>>(
  tags: string[],
  declare: (route: ReturnType<typeof routesOf>, options: Options, app: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => declare(routesOf(app, tags), options, app);
}
