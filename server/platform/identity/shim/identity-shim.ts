import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { depthLimitedJsonParser } from '../../http/json-depth';
import { fromCognitoLocalError, IdentityError } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { SRP_THREADS, SrpBusy, warmSrpArithmetic } from '../srp/srp-arithmetic';
import { auditFailed, auditSucceeded, withIdentityCall } from './identity-audit';
import { countIdentityCall, DEFAULT_IDENTITY_RATE_LIMIT, tooManyRequests, type IdentityRateLimit } from './identity-rate-limit';
import { runOperation } from './operations';
import { notePageHost } from './page-host';
import { createSignInGate, SignInGateFull } from './sign-in-gate';
import { asObject } from './request-fields';

export const IDENTITY_PATH = '/identity';
const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 64 * 1024;

const hidden = { hide: true } as const;
/**
 * Password checks in progress at once in this process: two more than the SRP worker threads (three
 * on two cores), so that while one check waits for the database or a thread, others go on. On a
 * quiet two-core machine (`npm run bench:capacity`, PostgreSQL, 16 sign-ins at once; bench/RESULTS.md)
 * one at a time made 86 sign-ins a second, two 113-117, three 108-134, four no more; a bystander's
 * read p95 during the burst stayed about twice its idle value with two or three. How many may wait
 * for their turn:
 */
const CONCURRENT_SIGN_INS = SRP_THREADS + 2;
const WAITING_SIGN_INS = 200;

/**
 * The Cognito user-pool endpoint aws-amplify is pointed at (`Auth.Cognito.userPoolEndpoint` =
 * `<origin>/identity`): JSON 1.1 calls named by `X-Amz-Target`, answered by the shim or by
 * cognito-local behind it. Also publishes each pool's JWKS and OpenID configuration under
 * `/identity/<userPoolId>/.well-known/`, where the tokens' issuer points.
 */
export const identityShim: FastifyPluginAsync<{ identity: IdentityServer; rateLimit?: IdentityRateLimit }> = async (app, { identity, rateLimit }) => {
  const limit = rateLimit ?? DEFAULT_IDENTITY_RATE_LIMIT;
  const signIns = createSignInGate(CONCURRENT_SIGN_INS, WAITING_SIGN_INS);
  warmSrpArithmetic();
  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, depthLimitedJsonParser(app));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SrpBusy || error instanceof SignInGateFull) return sendError(reply, tooManyRequests());
    const identityError = fromCognitoLocalError(error);
    if (identityError) return sendError(reply, identityError);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, new IdentityError('SerializationException', 'The request body could not be read.'));
    }
    request.log.error({ err: error }, 'identity operation failed');
    return sendError(reply, new IdentityError('InternalErrorException', 'The identity server could not complete the operation.', 500));
  });

  const handle = async (request: { headers: Record<string, unknown>; body: unknown; ip: string }, reply: FastifyReply) => {
    const target = request.headers['x-amz-target'];
    if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
      return sendError(reply, new IdentityError('UnknownOperationException', 'Missing or unknown X-Amz-Target.'));
    }
    const operation = target.slice(TARGET_PREFIX.length);
    const body = asObject(request.body);
    notePageHost(operation, body, request.headers);
    // Past the limit a call is refused before it waits for its turn at the gate.
    await countIdentityCall(identity.db, limit, request.ip, body);
    const call = () =>
      withIdentityCall(request.ip, operation, async () => {
        try {
          const answer = await runOperation(identity, operation, body);
          await auditSucceeded(identity, operation, body, answer);
          return answer;
        } catch (error) {
          await auditFailed(identity, operation, body, error);
          throw error;
        }
      });
    // A password check and its audit row take their turn at the gate together.
    const checksPassword = operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge';
    const result = await (checksPassword ? signIns.run(call) : call());
    return reply.code(200).header('content-type', AMZ_JSON).header('cache-control', 'no-store').send(JSON.stringify(result));
  };
  app.post(IDENTITY_PATH, { schema: hidden }, handle);
  app.post(`${IDENTITY_PATH}/`, { schema: hidden }, handle);

  app.get<{ Params: { userPoolId: string } }>(`${IDENTITY_PATH}/:userPoolId/.well-known/jwks.json`, { schema: hidden }, async (request, reply) => {
    if (!isPool(identity, request.params.userPoolId)) return reply.code(404).send({ error: 'Not Found', message: 'Unknown user pool' });
    return identity.tokens.jwks();
  });
  app.get<{ Params: { userPoolId: string } }>(
    `${IDENTITY_PATH}/:userPoolId/.well-known/openid-configuration`,
    { schema: hidden },
    async (request, reply) => {
      if (!isPool(identity, request.params.userPoolId)) return reply.code(404).send({ error: 'Not Found', message: 'Unknown user pool' });
      const issuer = `${identity.config.issuerDomain}/${request.params.userPoolId}`;
      return { issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] };
    },
  );
};

function isPool(identity: IdentityServer, userPoolId: string): boolean {
  return Object.values(identity.config.pools).some((pool) => pool.userPoolId === userPoolId);
}

function sendError(reply: FastifyReply, error: IdentityError) {
  return reply
    .code(error.statusCode)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', error.type)
    .send(JSON.stringify({ __type: error.type, message: error.message }));
}
