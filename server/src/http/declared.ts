// A route's options in one object: what it requires (named where the route is declared), whether
// it wants a recent sign-in proof, its OpenAPI schema, and its 200 answer beside the error answers.
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { RouteRequirement } from './authorization';
import { errorResponses } from './envelope';

type Declaration<Answer extends z.ZodType, Errors extends Record<number, z.ZodType>> = {
  requires: RouteRequirement;
  stepUp?: true;
  /** The 200 answer. */
  response: Answer;
  /** The error answers, when not the usual ones. */
  errors?: Errors;
};

export function declared<
  const Schema extends Omit<FastifySchema, 'response'>,
  Answer extends z.ZodType,
  Errors extends Record<number, z.ZodType> = typeof errorResponses,
>({ requires, stepUp, response, errors, ...schema }: Schema & Declaration<Answer, Errors>) {
  const config: { requires: RouteRequirement; stepUp?: true } = stepUp ? { requires, stepUp } : { requires };
  return {
    config,
    schema: { ...schema, response: { 200: response, ...((errors ?? errorResponses) as Errors) } },
  };
}

/** `{ success: true, data }` around what a service answers. */
export const answer = async <T>(data: Promise<T>) => ({ success: true as const, data: await data });

/** `{ success: true, data, total, … }` around a service's page. */
export const answerPage = async <T extends object>(page: Promise<T>) => ({ success: true as const, ...(await page) });
