import { z } from 'zod';
import { idQueryParamSchema } from '../common/common.schema';

export const companyTermsQuerySchema = z.object({ brand_id: idQueryParamSchema.describe('Brand id') });

export const companyTermsResponseSchema = z
  .object({ data: z.base64().describe('Base64 PDF'), fileName: z.string() })
  .meta({ id: 'CompanyTermsResponse' });

/** Answer of GET /company/terms?brand_id=…: the brand's terms and conditions as a base64 PDF. */
export type CompanyTermsResponse = z.infer<typeof companyTermsResponseSchema>;
