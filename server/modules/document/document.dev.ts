import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { documents, documentSigners } from './document.tables';
import { DEMO_PASSWORD, type DemoAccount } from '../../seed/demo-accounts';
import { seedPatientDocuments } from './document.seed';
import { seedRefillData } from '../../seed/seed-patients';
import { createDevPatient, devPatientUId } from '../../dev/dev-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const tags = ['dev'];

function documentPatientAccount(username: string, brandId: number, refill: boolean): DemoAccount {
  return {
    username,
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId,
    demonstrates: 'A fresh patient with documents to sign',
    identity: { confirmed: true },
    fname: 'Dana',
    lname: 'Docs',
    dob: '1979-02-14',
    gender: 'Female',
    preferredContact: 0,
    insurance: [],
    addresses: [{ street: '1520 Spruce Street', city: 'Philadelphia', state: 'PA', zip: '19102', addressType: 'Home', primary: true, shipping: true, billing: true }],
    contacts: [],
    medications: [],
    allergies: [],
    activities: [],
    careGroups: [],
    ...(refill ? { refill: 'wizard' as const } : {}),
  };
}

const storedSignerSchema = z.object({
  signerNum: z.number().int(),
  signerUuid: z.string(),
  email: z.string().nullable(),
  signedAt: z.string().nullable(),
});

const storedDocumentSchema = z.object({
  docId: z.number().int(),
  uuid: z.string(),
  friendlyName: z.string(),
  currentSignerNum: z.number().int().nullable(),
  pdfBase64: z.string(),
  signers: z.array(storedSignerSchema),
});

/**
 * Development and test only (never registered in production): a fresh patient with the demo
 * documents, so a browser test signs without touching the shared demo accounts, and a look at
 * what the database holds afterwards.
 */
export const devDocumentRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/document-patients',
    openRoute({
      summary: 'Create a signed-up patient with documents to sign',
      description:
        'Development and test only. A confirmed identity user of the standard pool (password Demo#Pass2024, a new ' +
        'docs-…@example.com username), company 1, and the demo documents (server/modules/document/document.seed.ts); the consent form’s ' +
        'witness gets a witness-…@example.com address of its own. Send {} or { brandId, refill }; refill: true adds the ' +
        'prescriptions of the refill wizard (server/modules/refill/refill.seed.ts), delivered to the Home address.',
      tags,
      body: z.strictObject({
        brandId: z.number().int().min(1).max(5).optional().describe('The patient’s brand (default 1)'),
        refill: z.boolean().optional().describe('true: the refill-wizard prescriptions too (default false)'),
      }),
      response: {
        200: z.object({ username: z.string(), password: z.string(), uId: z.number().int(), witnessEmail: z.string() }),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const id = randomBytes(6).toString('hex');
      const username = `docs-${id}@example.com`;
      const witnessEmail = `witness-${id}@example.com`;
      const account = documentPatientAccount(username, request.body.brandId ?? 1, request.body.refill ?? false);
      const at = now();
      const created = await createDevPatient(db, account, at, {
        seed: async (tx, uId) => {
          await seedPatientDocuments(tx, uId, at, { name: 'Jordan Avery', email: witnessEmail });
          await seedRefillData(tx, uId, account, at);
        },
      });
      return { ...created, witnessEmail };
    },
  );

  app.get(
    '/dev/documents',
    openRoute({
      summary: "A patient's documents as stored, with their PDFs and signers",
      description: 'Development and test only: lets a browser test read back what a submission stored. 404 for an unknown username.',
      tags,
      querystring: z.object({ username: z.string().trim().min(3).max(320).describe('The sign-in name (standard pool)') }),
      response: {
        200: z.object({ documents: z.array(storedDocumentSchema) }),
        404: errorResponseSchema.describe('No such patient'),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const uId = await devPatientUId(db, request.query.username);
      const rows = await db.select().from(documents).where(eq(documents.uId, uId)).orderBy(asc(documents.docId));
      const signers = rows.length
        ? await db.select().from(documentSigners).where(inArray(documentSigners.docId, rows.map((row) => row.docId))).orderBy(asc(documentSigners.signerNum))
        : [];
      return {
        documents: rows.map((row) => ({
          docId: row.docId,
          uuid: row.uuid,
          friendlyName: row.friendlyName,
          currentSignerNum: row.currentSignerNum,
          pdfBase64: row.pdfBase64,
          signers: signers
            .filter((signer) => signer.docId === row.docId)
            .map((signer) => ({ signerNum: signer.signerNum, signerUuid: signer.signerUuid, email: signer.email, signedAt: signer.signedAt?.toISOString() ?? null })),
        })),
      };
    },
  );
};
