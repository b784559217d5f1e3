/** What Google's Indexing API is told of a page: it changed (or is new), or it is gone. */
export type IndexingNotice = 'URL_UPDATED' | 'URL_DELETED';

/** Tells a search engine that a public page changed; throws when the notice was not accepted (the job retries). */
export interface IndexingNotifier {
  name: 'google' | 'log';
  notify(url: string, type: IndexingNotice): Promise<void>;
}

/** The fields of a Google service account key (its JSON file) the notifier uses. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri: string;
}
