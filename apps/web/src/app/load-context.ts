import type { GraphQLTransport } from './api-client';

declare module 'react-router' {
  /** What the server that mounts the pages (apps/api, web/pages.ts) hands every loader and render. */
  interface AppLoadContext {
    /** The API's GraphQL, in process, as the request's viewer (a visitor: pages are rendered without a session). */
    graphql: GraphQLTransport;
    /**
     * The API's GraphQL as the person whose page session (an HttpOnly cookie the API keeps beside the bearer token)
     * came with the request; absent without one. Only the pages that render for their reader use it (app/viewer.ts).
     */
    viewerGraphql?: GraphQLTransport;
    /** The site's public address (https://…, no trailing slash): canonical links and Open Graph need absolute addresses. */
    appUrl: string;
    /** The CSP nonce of this response's inline scripts. */
    nonce?: string;
    reportError?: (error: unknown) => void;
  }
}

export {};
