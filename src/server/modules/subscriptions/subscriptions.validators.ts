/** Request shapes of the newsletter API: the body schema is shared with the browser (`domain/api/subscriptions.ts`). */
export type { SubscriptionRequest as SubscriptionInput } from '../../../domain/api/subscriptions.ts';
