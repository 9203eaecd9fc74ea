import type { Route } from './+types/brands';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { BrandsPage } from '~/web/features/catalog/brands-page';

/** All brands A–Z; each links to its Brand view (resolved path). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const brands = await context.services.catalog.brands(lang);
  return { brands };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'catalog.views.brands' });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsPage brands={loaderData.brands} />;
}
