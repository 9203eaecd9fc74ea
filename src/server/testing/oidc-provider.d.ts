/**
 * The little of `oidc-provider` (a dev dependency without its own types) that the tests' local OpenID provider uses
 * (`local-google.ts`).
 */
declare module 'oidc-provider' {
  import type http from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: {
      result?: { consent?: { grantId?: string } };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
      provider: {
        Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant> };
      };
    };
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    interactions?: { url: (ctx: OidcContext, interaction: { uid: string }) => string };
    loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
    findAccount?: (
      ctx: OidcContext,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined>;
    ttl?: Record<string, number>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
    interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<{ uid: string }>;
    interactionFinished(
      req: http.IncomingMessage,
      res: http.ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}
