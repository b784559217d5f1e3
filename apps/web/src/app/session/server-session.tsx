import { createContext } from 'react';
import type { Session } from './session-store';

/**
 * The session a page was rendered for on the server (decision 0036): what useSession gives on the server
 * and while that page hydrates, before the stored session takes over. Null everywhere else (the visitors'
 * pre-rendered pages were built without one).
 */
export const ServerSessionContext = createContext<Session | null>(null);
