/**
 * The shop's stylesheet inside the page's head (decision 0018): `platform/ssr.ts` reads the built CSS and keeps it
 * out of the route manifest, `entry.server.tsx` provides it here, and the root layout renders `<InlineStylesheet />`
 * in the head. Only the server renders it: in the browser the component renders nothing, and React, hydrating the
 * head, passes over the server's `<style>` and leaves it in place. Without it (development: Vite serves the CSS)
 * nothing is rendered and the stylesheet links stay in the manifest.
 */
import { createContext, useContext } from 'react';
import { useNonce } from './csp-nonce';

export const InlineCssContext = createContext<string | undefined>(undefined);

export function InlineStylesheet() {
  const css = useContext(InlineCssContext);
  const nonce = useNonce();
  return css ? <style nonce={nonce} data-inline-css="" dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
