import type { FastifyInstance } from 'fastify';
import { isFreeOfNul, NUL_CHARACTER_MESSAGE } from '../src/core/api/contract/common.schema';
import { errorBody } from './error-handling';

/**
 * PostgreSQL cannot store a NUL character in text. The schemas' `text(max)` refuses it in the
 * fields they declare; this refuses it everywhere else in a request (unknown keys, free-form
 * records), before any handler could pass it to the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      if (!isFreeOfNul(value)) return reply.code(400).send(errorBody(400, `${part}: ${NUL_CHARACTER_MESSAGE}`));
    }
    return undefined;
  });
}
