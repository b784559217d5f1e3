import { createContext, useContext } from 'react';

/** The CSP nonce of the request a page is rendered for: inline scripts the framework writes carry it. None in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
