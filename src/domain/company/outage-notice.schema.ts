import { z } from 'zod';
import { localeSchema } from '../common/common.schema';

export const outageNoticeSchema = z
  .object({
    id: z.number().int().positive().describe('Stable id, so a dismissed notice can stay dismissed across refreshes'),
    message: z.string().min(1),
  })
  .meta({ id: 'OutageNotice' });

/** Spec 02 §3 "Outage notice: message", shown by <rx-outage-banner>. */
export type OutageNotice = z.infer<typeof outageNoticeSchema>;

export const noticeListQuerySchema = z.object({
  locale: localeSchema.optional().describe('Language of the notice texts; en when omitted'),
});

export const noticeListResponseSchema = z
  .object({ notices: z.array(outageNoticeSchema) })
  .meta({ id: 'NoticeListResponse' });

/** Answer of GET /notice/list: the currently active notices. */
export type NoticeListResponse = z.infer<typeof noticeListResponseSchema>;
