import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Catalogue operations of spec 000 §7 under /api/ (being implemented). */
export async function registerCatalogApi(_api: FastifyInstance, _services: Services): Promise<void> {}
