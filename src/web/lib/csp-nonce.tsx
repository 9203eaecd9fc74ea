/**
 * The per-response CSP nonce (platform/security.ts). `entry.server.tsx` provides it while rendering; inline
 * scripts (`<Scripts>`, `<ScrollRestoration>`, tracking snippets) read it with `useNonce()`. In the browser it is
 * undefined: browsers hide nonce values from the DOM, and scripts added after load do not need one.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
