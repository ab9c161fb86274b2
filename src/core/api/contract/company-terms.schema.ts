import { z } from 'zod';
import type { CompanyTermsResponse } from './company-terms';
import { idQueryParamSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

export const companyTermsQuerySchema = z.object({ brand_id: idQueryParamSchema.describe('Brand id') });

export const companyTermsResponseSchema = z
  .object({ data: z.base64().describe('Base64 PDF'), fileName: z.string() })
  .meta({ id: 'CompanyTermsResponse' });

export type CompanyTermsResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof companyTermsResponseSchema>, CompanyTermsResponse>>;
