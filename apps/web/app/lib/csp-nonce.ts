import { createContext, useContext } from 'react';

/**
 * The nonce of this render (apps/server/src/pages/routes.ts makes one per render). On the server it
 * marks the inline scripts React Router writes, which are the only inline scripts the page's
 * Content-Security-Policy allows; in the browser it is undefined.
 */
export const CspNonce = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
