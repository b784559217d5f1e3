import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { browserQueryClient, serverQueryClient } from './query-client';

/**
 * The data cache for what reads data: the browser's one client, or on the server a request's own. Not in the root:
 * the visitors' first pages (login, sign-up, forgot password) read none, and their JavaScript leaves TanStack Query out.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? serverQueryClient() : browserQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
