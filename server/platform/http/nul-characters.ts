import type { FastifyInstance } from 'fastify';
import { isFreeOfNul, NUL_CHARACTER_MESSAGE } from '../../../src/domain/common/common.schema';

/**
 * PostgreSQL cannot store a NUL character in text. The schemas' `text(max)` refuses it in the
 * fields they declare; this refuses it everywhere else in a request (unknown keys, free-form
 * records), before any handler could pass it to the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      // Thrown, not answered: each scope's error handler words the 400 (the API's, the identity's).
      if (!isFreeOfNul(value)) throw new NulCharacterError(`${part}: ${NUL_CHARACTER_MESSAGE}`);
    }
  });
}

class NulCharacterError extends Error {
  readonly statusCode = 400;
}
