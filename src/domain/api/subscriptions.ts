import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';
import { emailField } from './fields.ts';

/** Body of POST /api/subscriptions/send (CNT-9): the address and the page's language. */
export const subscriptionRequest = z.strictObject({
  email: emailField(),
  lang: z.optional(z.enum(LANGS)),
});

/** `data.message.text`: the translated thank-you of CNT-9. */
export const subscriptionReply = z.object({ message: z.object({ text: z.string() }) });

export type SubscriptionRequest = z.output<typeof subscriptionRequest>;
export type SubscriptionReply = z.output<typeof subscriptionReply>;

export const subscribe = endpoint({
  method: 'POST',
  path: '/api/subscriptions/send',
  request: subscriptionRequest,
  reply: subscriptionReply,
});
