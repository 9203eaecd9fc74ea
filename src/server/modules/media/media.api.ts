import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Image routes under /i/ (being implemented). */
export async function registerMedia(_app: FastifyInstance, _services: Services): Promise<void> {}
