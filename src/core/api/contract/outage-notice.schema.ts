import { z } from 'zod';
import type { NoticeListResponse, OutageNotice } from './outage-notice';
import type { Expect, TypesMatch } from './type-equality';

export const outageNoticeSchema = z
  .object({
    id: z.number().int().positive(),
    message: z.string().min(1),
  })
  .meta({ id: 'OutageNotice' });

export const noticeListResponseSchema = z
  .object({ notices: z.array(outageNoticeSchema) })
  .meta({ id: 'NoticeListResponse' });

export type OutageNoticeSchemaMatches = Expect<TypesMatch<z.infer<typeof outageNoticeSchema>, OutageNotice>>;
export type NoticeListResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof noticeListResponseSchema>, NoticeListResponse>
>;
