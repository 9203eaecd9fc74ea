import { useMemo } from 'react';
import type { Route } from './+types/home';
import { splitLang } from '~/domain/routes';
import { maxInstallmentMonths } from '~/domain/installments';
import { pageMeta } from '~/web/lib/meta';
import { HomePage } from '~/web/features/home/home-page';
import { unpackHome, packHome } from '~/web/features/home/packed-home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const [home, seo] = await Promise.all([context.services.catalog.home(lang), context.services.content.homeSeo(lang)]);
  const cards = context.config.business.installmentCards;
  // the installment promise comes from the configured cards by the rule the product pages use
  const installment = {
    months: maxInstallmentMonths(cards),
    cards: Object.keys(cards).filter((c) => cards[c]?.length),
  };
  return { home: packHome(home), seo, installment };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'home.title', seo: loaderData?.seo ?? undefined });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const home = useMemo(() => unpackHome(loaderData.home), [loaderData.home]);
  return <HomePage data={home} installment={loaderData.installment} />;
}
