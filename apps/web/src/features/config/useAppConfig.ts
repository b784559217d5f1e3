import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/rest';

export interface AppConfig {
  googleEnabled: boolean;
  sentryDsn?: string;
}

const OFFLINE: AppConfig = { googleEnabled: false };

/** GET /api/config once per visit; a failure means "no optional features". */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const result = await getJson<AppConfig>('/api/config');
      return result.ok && result.body ? result.body : OFFLINE;
    },
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? OFFLINE;
}
