import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** GET /api/config: the business configuration the forms need (docs/api.md, "Site"). Any query is accepted. */
const siteConfigReply = z.object({
  deliveryCities: z.array(z.string()),
  deliveryTypes: z.array(z.string()),
  paymentTypes: z.array(z.string()),
  /** card → the installment months it offers */
  installmentCards: z.record(z.string(), z.array(z.number())),
});

export const siteConfig = endpoint({
  method: 'GET',
  path: '/api/config',
  request: z.record(z.string(), z.unknown()),
  reply: siteConfigReply,
});
