import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HttpClient } from '../../../core/api/http-client';
import { unreadMessagesQuery } from './unread-messages';

/**
 * The messages tile shows the same total as <rx-chat>: any `rx-unread-changed` on the page (a
 * chat beside home, or the portal's chat a moment ago) replaces the badge's count.
 */
export function useFollowUnreadTotal(client: HttpClient, uId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = unreadMessagesQuery(client, uId);
    const follow = (event: Event) => {
      const total = (event as HTMLElementEventMap['rx-unread-changed']).detail?.total;
      if (typeof total === 'number') queryClient.setQueryData(queryKey, total);
    };
    document.addEventListener('rx-unread-changed', follow);
    return () => document.removeEventListener('rx-unread-changed', follow);
  }, [client, queryClient, uId]);
}
