import type { LightMyRequestResponse } from 'fastify';

/** Sends the same request twice at once: one takes effect, the other is refused 409; both answers. */
export async function expectOneOfTwoAtOnce(send: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  return answers;
}
