import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import {
  documentDataResponseSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentQuerySchema,
  documentSignResponseSchema,
  signableDocumentSchema,
  signRequestQuerySchema,
} from '../../../src/domain/document/document-calls.schema';
import { SIGN_REFUSALS, UNKNOWN_SIGN_LINK } from '../../../src/domain/document/sign-refusals';
import { documentSignPayloadSchema } from '../../../src/domain/patient/document.schema';
import { listPatientDocuments, patientDocumentPdf, recordSignature, signerTurn } from './document.queries';
import { createPdfChecker } from './pdf-checker';
import { PDF_LIMITS, pdfLimitMessage } from './pdf-limits';
import { deliverToOutbox } from '../../platform/identity/outbox';
import { lookupLimit } from '../../platform/rate-limit/lookup-rate-limit';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { lookupRouteErrors } from '../../platform/http/shared-responses';
import { lookupRoute, patientRoute } from '../../platform/http/route-declarations';

const tags = ['documents'];

/** A signed PDF with its signature image stays far below this; the base64 body is a third larger. */
const SIGN_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** The path of a signer's own link, which the portal serves signed out. */
export const signLinkPath = (srUuid: string, signerUuid: string) => `/portal/doc-sign?uuid=${srUuid}&signerUuId=${signerUuid}`;

/** Documents and signing (spec 02 §2 "/documents and signing", §6, §7). */
export const documentRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, rateLimit, now }) => {
  const checker = createPdfChecker(PDF_LIMITS);
  app.addHook('onClose', () => checker.close());

  app.get(
    '/documents/patient',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'documents' } }, {
      summary: "The caller's documents and the sign requests naming them as a signer",
      description: 'One entry per docId. With brand_id, only documents of that brand and of no brand.',
      tags,
      querystring: documentListQuerySchema,
      response: { 200: documentListResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const documents = await audited(db, request, (tx) => listPatientDocuments(tx, uId, request.query.brand_id));
      return { documents };
    },
  );

  app.get(
    '/document',
    patientRoute({ uIdIn: 'none', audit: { action: 'read', entity: 'document' } }, {
      summary: 'The PDF of one of the caller’s documents (base64)',
      description: '404 for a document that is not the caller’s or that they are not a signer of.',
      tags,
      querystring: documentQuerySchema,
      response: { 200: documentDataResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const document = await audited(
        db,
        request,
        async (tx) => {
          const found = await patientDocumentPdf(tx, uId, request.query.docId);
          if (!found) throw new HttpError(404, 'No such document');
          return found;
        },
        () => String(request.query.docId),
      );
      return document;
    },
  );

  app.get(
    '/documents/sign',
    lookupRoute(rateLimit, { action: 'read', entity: 'document' }, {
      summary: 'The document a signer’s link opens (flex-sign, no login)',
      description:
        'Unauthenticated: the signer uuid is the credential. 404 for an unknown link, 410 once that signer has signed. ' +
        'isCurrentSigner is false while an earlier signer has not signed (view-only).',
      tags,
      querystring: signRequestQuerySchema,
      response: { 200: signableDocumentSchema, 410: errorResponseSchema.describe('This signer has signed already') },
    }),
    async (request, reply) => {
      const { srUuid, signerUuid } = request.query;
      const turn = await signerTurn(db, srUuid, signerUuid);
      if (!turn) throw new HttpError(404, UNKNOWN_SIGN_LINK);
      if (turn.signedAt) return reply.code(410).send({ error: 'Gone', message: SIGN_REFUSALS.alreadySigned });
      return audited(
        db,
        request,
        async () => ({
          docId: turn.docId,
          uuid: turn.uuid,
          signerUuid: turn.signerUuid,
          friendlyName: turn.friendlyName,
          signerNum: turn.signerNum,
          signerCount: turn.signerCount,
          isCurrentSigner: turn.currentSignerNum === turn.signerNum,
          isCompletelySigned: turn.currentSignerNum === null,
          data: turn.pdfBase64,
        }),
        () => String(turn.docId),
      );
    },
  );

  app.post(
    '/documents/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT_BYTES,
      // The signer uuid is the only credential: guessing is limited like the link lookup's.
      config: { auth: 'none', rateLimit: lookupLimit(rateLimit), audit: { action: 'write', entity: 'document' } },
      schema: {
        summary: 'Submit the filled and signed PDF of the signer whose turn it is',
        description:
          'Unauthenticated (flex-sign): the signer uuid is the credential. The PDF must keep every page and field; fields of other ' +
          'signers must hold their stored values, the signer’s required fields must be filled and each required signature field ' +
          'must have gained an image on its page; the pages may gain nothing but drawn images (earlier content, earlier signatures, ' +
          'annotations, field positions and the absence of scripts kept) (400 otherwise). 409 when it is not this signer’s turn, 410 when they signed ' +
          'already, 404 for an unknown link. 413 for a PDF past the upload limits (inflated size, objects, pages, time or memory ' +
          'of the check; see the Limits of the server README). The turn then passes to the next signer, who is sent their link.',
        tags,
        body: documentSignPayloadSchema,
        response: {
          200: documentSignResponseSchema,
          ...lookupRouteErrors,
          404: errorResponseSchema.describe('Unknown link'),
          409: errorResponseSchema.describe('Not this signer’s turn'),
          410: errorResponseSchema.describe('This signer has signed already'),
        },
      },
    },
    async (request, reply) => {
      const { srUuid, signerUuid, data } = request.body;
      const known = await signerTurn(db, srUuid, signerUuid);
      if (!known) throw new HttpError(404, UNKNOWN_SIGN_LINK);
      if (known.signedAt) return reply.code(410).send({ error: 'Gone', message: SIGN_REFUSALS.alreadySigned });
      if (known.currentSignerNum !== known.signerNum) throw new HttpError(409, SIGN_REFUSALS.notCurrentSigner);
      const submitted = Buffer.from(data, 'base64');
      // Checked in a worker thread and outside the transaction: the database and the event loop stay free meanwhile.
      const checked = await checker.check({ stored: Buffer.from(known.pdfBase64, 'base64'), submitted, signerNum: known.signerNum });
      if ('limit' in checked) throw new HttpError(413, pdfLimitMessage(checked.limit, PDF_LIMITS));
      if (checked.refusal) throw new HttpError(400, checked.refusal);
      const result = await audited(
        db,
        request,
        async (tx) => {
          const turn = await signerTurn(tx, srUuid, signerUuid, true);
          if (!turn || turn.signedAt) throw new HttpError(409, SIGN_REFUSALS.alreadySigned);
          if (turn.currentSignerNum !== turn.signerNum) throw new HttpError(409, SIGN_REFUSALS.notCurrentSigner);
          // The submission was checked against this version; it is the current one while it is this signer's turn.
          if (turn.pdfBase64 !== known.pdfBase64) throw new HttpError(409, SIGN_REFUSALS.notCurrentSigner);
          const next = await recordSignature(tx, turn, submitted.toString('base64'), now());
          if (next?.email && next.uId === null) {
            await deliverToOutbox(tx, {
              channel: 'email',
              recipient: next.email,
              purpose: 'document-signing',
              message: `${next.name}, please review and sign "${turn.friendlyName}": ${signLinkPath(turn.uuid, next.signerUuid)}`,
            });
          }
          return { ok: true as const, isCompletelySigned: next === null, nextSignerNum: next?.signerNum ?? null, docId: turn.docId };
        },
        (outcome) => String(outcome.docId),
      );
      const { docId: _docId, ...answer } = result;
      return answer;
    },
  );
};
