import type { Config } from '../../config.js';
import type { Logger } from '../log.js';
import { parseServiceAccount } from './credentials.js';
import { createGoogleIndexing } from './google.js';
import type { IndexingNotifier } from './types.js';

export type { IndexingNotice, IndexingNotifier, ServiceAccount } from './types.js';
export { parseServiceAccount } from './credentials.js';

/** Offline default: the notice goes to the log, nothing is sent. */
export function createLogIndexing(log: Logger): IndexingNotifier {
  return {
    name: 'log',
    async notify(url, type) {
      log.info({ indexing: { url, type } }, `Google Indexing API notice NOT sent (GOOGLE_INDEXING_CREDENTIALS is not set): ${type} ${url}`);
    },
  };
}

type IndexingConfig = Pick<Config, 'GOOGLE_INDEXING_CREDENTIALS'>;

/** The notifier the configuration asks for: Google with a service account key, else the log. */
export function createIndexing(config: IndexingConfig, log: Logger, fetchImpl: typeof fetch = fetch): IndexingNotifier {
  if (config.GOOGLE_INDEXING_CREDENTIALS) {
    return createGoogleIndexing({ account: parseServiceAccount(config.GOOGLE_INDEXING_CREDENTIALS), log, fetch: fetchImpl });
  }
  return createLogIndexing(log);
}

interface IndexingDeps {
  indexing?: IndexingNotifier;
  config: IndexingConfig;
  log: Logger;
}

const chosen = new WeakMap<IndexingDeps, IndexingNotifier>();

/** The notifier of these deps: the one passed in (tests), else made once from the configuration. */
export function indexingOf(deps: IndexingDeps): IndexingNotifier {
  if (deps.indexing) return deps.indexing;
  let notifier = chosen.get(deps);
  if (!notifier) {
    notifier = createIndexing(deps.config, deps.log);
    chosen.set(deps, notifier);
  }
  return notifier;
}
