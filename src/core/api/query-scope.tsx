import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from './query-client';

/** Gives the tree below it the page's one QueryClient: cached data crosses element boundaries. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
