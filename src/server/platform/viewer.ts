import type { FastifyRequest } from 'fastify';
import { fail, ok, type Result } from './errors.ts';

/**
 * Who is asking (ACC-6): the signed-in customer of this request, or null for a guest. The accounts module's
 * request hook sets `req.viewer` from the session cookies (renewing an expired access token silently) before any
 * route or page runs; routes and loaders only read it. Services take a `userId`, never a request.
 */
export interface Viewer {
  userId: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string | null;
  /** the loyalty status: the loyalty discount and the Loyal tag */
  loyal: boolean;
  hasPassword: boolean;
  /** a Google or Facebook account is linked (decision 0093); absent in tokens signed before it */
  isSocial?: boolean;
  roles: string[];
  permissions: string[];
  /** the login (session family) this request belongs to */
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session hook; null for a guest */
    viewer: Viewer | null;
  }
}

/** The signed-in customer, or the `unauthorized` failure (401) for a guest. */
export function requireViewer(req: FastifyRequest): Result<Viewer> {
  return req.viewer ? ok(req.viewer) : fail('unauthorized', 'errors.signInRequired');
}
