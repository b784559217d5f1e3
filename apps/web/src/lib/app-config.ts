import { oncePerVisit } from './once-per-visit';
import { getJson } from './rest';

export interface AppConfig {
  googleEnabled: boolean;
  sentryDsn?: string | null;
}

const OFFLINE: AppConfig = { googleEnabled: false };

async function fetchConfig(attempt = 1): Promise<AppConfig> {
  try {
    const result = await getJson<AppConfig>('/api/config');
    if (result.ok && result.body) return result.body;
  } catch {
    // offline: tried once more, then no optional features
  }
  return attempt < 2 ? fetchConfig(attempt + 1) : OFFLINE;
}

/** GET /api/config once per visit (error reporting and the Google button share it); a failure means "no optional features". */
export const appConfig = oncePerVisit(() => fetchConfig(), OFFLINE);

export const useAppConfig = appConfig.useValue;
