import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useBrand } from '../../../core/context/element-context';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import type { ModuleName } from '../../../core/brand/modules';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import { unreadMessagesQuery } from '../api/unread-messages';
import { useFollowUnreadTotal } from '../api/follow-unread-total';
import { qualifyingRefillsQuery } from '../api/qualifying-refills';
import { documentsToSignQuery } from '../api/documents-to-sign';
import { incompleteCounselingQuery } from '../api/incomplete-counseling';
import type { TileCounts } from '../model/tiles';

/** A count query's value: the count, null when it failed (no badge), undefined while loading. */
const countOf = (query: UseQueryResult<number>): number | null | undefined =>
  query.isSuccess ? query.data : query.isError ? null : undefined;

/** The badges of the home tiles: one count query per module the company has. */
export function useTileCounts(identity: SessionIdentity, on: (name: ModuleName) => boolean): TileCounts {
  const brand = useBrand();
  const client = useHttpClient();
  const uId = identity.u_ID;
  const messages = useQuery({ ...unreadMessagesQuery(client, uId), enabled: on('Messaging') });
  useFollowUnreadTotal(client, uId);
  const refills = useQuery({ ...qualifyingRefillsQuery(client, uId), enabled: on('Refill') });
  const documents = useQuery({
    ...documentsToSignQuery(client, uId, brand.flags.documentsBrandFilter ? identity.brandId : undefined),
    enabled: on('Document'),
  });
  const counseling = useQuery({ ...incompleteCounselingQuery(client, uId), enabled: on('WEB_Counseling') });
  return {
    Messaging: countOf(messages),
    Refill: countOf(refills),
    Document: countOf(documents),
    WEB_Counseling: countOf(counseling),
  };
}
