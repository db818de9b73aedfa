// The routes many domains declare alike, from one table: the paged list at `path`, its CSV at
// `path/export`, creating at `path`, editing and deleting at `path/:id`.
// Each action states its own requirement, summary, schemas and service call; those a domain does
// not have it leaves out, and whatever else it has it declares beside them with `route`.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../auditLogs/service';
import { actorOf, type RouteRequirement } from './authorization';
import { csvResponse, sendCsv } from './csv';
import { idParams } from './envelope';
import type { routesOf } from './route';

interface Action {
  requires: RouteRequirement;
  summary: string;
}

export interface Resource<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
> {
  item: Item;
  list?: Action & {
    /** None when the list takes no filter. */
    query?: ListQuery;
    call: (actor: Actor, query: z.output<ListQuery>) => Promise<{ data: z.input<Item>[]; total: number }>;
  };
  export?: Action & { query: ExportQuery; fileStem: string; csv: (query: z.output<ExportQuery>) => Promise<string> };
  create?: Action & {
    body: CreateBody;
    /** `request` for what only the signed-in session knows. */
    call: (actor: Actor, body: z.output<CreateBody>, request: FastifyRequest) => Promise<z.input<Item>>;
  };
  update?: Action & {
    body: UpdateBody;
    call: (actor: Actor, id: number, body: z.output<UpdateBody>) => Promise<z.input<Item>>;
  };
  delete?: Action & { call: (actor: Actor, id: number) => Promise<unknown> };
}

/** Declares `resource`'s standard routes at `path`, in the order list, export, create, update, delete. */
export function resourceRoutes<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
>(
  route: ReturnType<typeof routesOf>,
  path: string,
  resource: Resource<Item, ListQuery, ExportQuery, CreateBody, UpdateBody>,
): void {
  const { item, list, export: csv, create, update, delete: remove } = resource;
  if (list) {
    const schema = list.query ? { querystring: list.query as z.ZodType, page: item } : { page: item };
    route.get(path, {
      requires: list.requires,
      summary: list.summary,
      schema,
      answer: (request) => list.call(actorOf(request), request.query as z.output<ListQuery>),
    });
  }
  if (csv) {
    route.get(`${path}/export`, {
      requires: csv.requires,
      summary: csv.summary,
      schema: { querystring: csv.query as z.ZodType, response: csvResponse },
      answer: async (request, reply) =>
        sendCsv(reply, csv.fileStem, await csv.csv(request.query as z.output<ExportQuery>)),
    });
  }
  if (create) {
    route.post(path, {
      requires: create.requires,
      summary: create.summary,
      schema: { body: create.body as z.ZodType, data: item as z.ZodType },
      answer: (request) => create.call(actorOf(request), request.body as z.output<CreateBody>, request),
    });
  }
  if (update) {
    route.put(`${path}/:id`, {
      requires: update.requires,
      summary: update.summary,
      schema: { params: idParams, body: update.body as z.ZodType, data: item as z.ZodType },
      answer: (request) => update.call(actorOf(request), request.params.id, request.body as z.output<UpdateBody>),
    });
  }
  if (remove) {
    route.delete(`${path}/:id`, {
      requires: remove.requires,
      summary: remove.summary,
      schema: { params: idParams },
      answer: (request) => remove.call(actorOf(request), request.params.id),
    });
  }
}
