import { createContext, useContext } from 'react';

/** The modules the page runs, in the server's render (the build's manifest, entry.server.tsx). None in the browser. */
export const PageModulesContext = createContext<readonly string[]>([]);

/**
 * The page's modules, fetched at low priority: the browser takes a module's priority from the first link that
 * names it, and these come before React Router's own (which <Scripts> writes without one). A page paints from its
 * HTML and stylesheets; its scripts only make it live, so they wait for the stylesheets instead of competing with
 * them for the connection.
 */
export function LowPriorityModulePreloads({ nonce }: { nonce?: string }) {
  const hrefs = useContext(PageModulesContext);
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />);
}
