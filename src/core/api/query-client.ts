import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionExpiredError } from './api-error';

const noRetry = (error: unknown) =>
  error instanceof SessionExpiredError || (error instanceof ApiError && error.isClientError);

/** Retry reads on network and server errors only; never retry mutations blindly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !noRetry(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** One QueryClient for every element on the page: cached data crosses element boundaries. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
