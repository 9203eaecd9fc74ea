import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HomeData, ProductCard as Card } from '~/domain/catalog';
import { bannerImage, brandImage, categoryImage } from '~/domain/media';
import type { Lang } from '~/domain/i18n';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { Carousel } from '~/web/components/ui/carousel';
import { IconCard, IconChevron, IconPlay, IconReturn, IconShield, IconTruck } from '~/web/components/ui/icons';
import { SafeImg } from '~/web/components/layout/safe-img';
import { scriptsAfterPaint } from '~/domain/page-loading';
import { ProductCard } from '~/web/components/product/product-card';
import '~/web/components/product/product-card.css';
import './home.css';
import { useFirstView } from '~/web/lib/use-near-viewport';

const PRODUCT_VIEW = { default: 4, 1024: 3, 768: 2, 425: 1 };
const BRAND_VIEW = { default: 5, 1024: 4, 768: 3, 425: 2 };
const CATEGORY_VIEW = { default: 3, 768: 2, 512: 1 };
const VIDEO_VIEW = { default: 3, 768: 2, 425: 1 };

/** Content pages the advantages strip links to (paths of the content pages per language). */
const INFO_PATHS: Record<Lang, { delivery: string; payment: string; warranty: string; returns: string }> = {
  az: { delivery: '/catdirilma', payment: '/odenis', warranty: '/zemanet', returns: '/qaytarma' },
  ru: { delivery: '/dostavka', payment: '/oplata', warranty: '/garantiya', returns: '/vozvrat' },
  en: { delivery: '/delivery', payment: '/payment', warranty: '/warranty', returns: '/returns' },
};

function ProductRow({ id, title, more, items }: { id: string; title: string; more: string; items: Card[] }) {
  const t = useT();
  const [ref, shown] = useFirstView(items, PRODUCT_VIEW);
  // Spec: each list is shown only when it has more than 10 products.
  if (items.length <= 10) return null;
  return (
    <section className="hm-section" data-testid={`home-${id}`} ref={ref}>
      <h2 className="sx-section-title">
        {title}
        <Link to={more}>
          {t('home.seeAll')} <IconChevron size={14} />
        </Link>
      </h2>
      <Carousel perView={PRODUCT_VIEW} gap={25} autoplay={3500} loop arrows label={title}>
        {shown.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </Carousel>
    </section>
  );
}

function CategoryTile({ c }: { c: HomeData['categorySlider'][number] }) {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (c.images.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => setI((x) => (x + 1) % c.images.length), 2000);
    return () => clearInterval(id);
  }, [c.images.length]);
  const img = c.images[i % Math.max(1, c.images.length)];
  return (
    <div className="hm-cat">
      <div className="hm-cat-text">
        {c.label ? <span className="hm-cat-label">{c.label}</span> : null}
        <Link to={c.href} className="hm-cat-title">
          {c.title}
        </Link>
        <ul>
          {c.tags.slice(0, 4).map((tag) => (
            <li key={tag.href}>
              <Link to={tag.href}>{tag.title}</Link>
            </li>
          ))}
        </ul>
      </div>
      <Link to={c.href} className="hm-cat-img" tabIndex={-1} aria-hidden="true">
        {img ? <img key={img} src={categoryImage(img)} alt="" width={100} height={100} loading="lazy" /> : null}
      </Link>
    </div>
  );
}

function Video({ v }: { v: HomeData['videos'][number] }) {
  const t = useT();
  const [play, setPlay] = useState(false);
  const id = encodeURIComponent(v.videoId);
  return (
    <figure className="hm-video">
      <div className="hm-video-frame">
        {play ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&start=${Math.max(0, Math.trunc(v.startTime))}`}
            title={v.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" onClick={() => setPlay(true)} aria-label={`${t('product.videos.play')}: ${v.title}`}>
            <SafeImg
              src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
              alt=""
              width={480}
              height={270}
              loading="lazy"
            />
            <span className="hm-play">
              <IconPlay size={26} />
            </span>
          </button>
        )}
      </div>
      <figcaption>
        <strong>{v.title}</strong>
        {v.desc ? <span>{v.desc}</span> : null}
      </figcaption>
    </figure>
  );
}

function BrandRow({ brands }: { brands: HomeData['brands'] }) {
  const t = useT();
  const href = useHref();
  const [ref, shown] = useFirstView(brands, BRAND_VIEW);
  return (
    <section className="hm-section" data-testid="home-brands" ref={ref}>
      <h2 className="sx-section-title">
        {t('home.brands')}
        <Link to={href('/brands')}>
          {t('home.seeAll')} <IconChevron size={14} />
        </Link>
      </h2>
      <Carousel perView={BRAND_VIEW} gap={16} autoplay={3500} loop label={t('home.brands')}>
        {shown.map((b) => (
          <Link key={b.id} to={b.href} className="hm-brand">
            {b.image ? (
              <img src={brandImage(b.image)} alt={b.title} width={140} height={56} loading="lazy" />
            ) : (
              <span>{b.title}</span>
            )}
          </Link>
        ))}
      </Carousel>
    </section>
  );
}

function CategoryRow({ tiles }: { tiles: HomeData['categorySlider'] }) {
  const t = useT();
  const [ref, shown] = useFirstView(tiles, CATEGORY_VIEW);
  return (
    <section className="hm-section" ref={ref}>
      <h2 className="sx-section-title">{t('home.popularCategories')}</h2>
      <Carousel perView={CATEGORY_VIEW} gap={20} label={t('home.popularCategories')} dots>
        {shown.map((c) => (
          <CategoryTile key={c.id} c={c} />
        ))}
      </Carousel>
    </section>
  );
}

function VideoRow({ videos }: { videos: HomeData['videos'] }) {
  const t = useT();
  const [ref, shown] = useFirstView(videos, VIDEO_VIEW);
  return (
    <section className="hm-section" ref={ref}>
      <h2 className="sx-section-title">{t('home.videos')}</h2>
      <Carousel perView={VIDEO_VIEW} gap={40} label={t('home.videos')} arrows>
        {shown.map((v) => (
          <Video key={v.videoId} v={v} />
        ))}
      </Carousel>
    </section>
  );
}

/** Names of the installment cards as one phrase: "BirKart and TamKart" (not Intl.ListFormat: browsers lack az). */
function cardList(names: string[], t: (key: string) => string): string {
  const shown = names.map((c) => (c === 'birkart' || c === 'tamkart' ? t(`product.installment.${c}`) : c));
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')} ${t('home.advantages.and')} ${shown[shown.length - 1]}`
    : (shown[0] ?? '');
}

export function HomePage({ data, installment }: { data: HomeData; installment: { months: number; cards: string[] } }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const root = useRootData();
  const cats = (root?.layout.categories ?? []).slice(0, 8);
  const info = INFO_PATHS[lang];
  const advantages = [
    {
      icon: <IconTruck size={26} />,
      title: t('home.advantages.delivery'),
      text: t('home.advantages.deliveryText'),
      to: href(info.delivery),
    },
    ...(installment.months > 0
      ? [
          {
            icon: <IconCard size={26} />,
            title: t('home.advantages.installment'),
            text: t('home.advantages.installmentText', {
              count: installment.months,
              cards: cardList(installment.cards, t),
            }),
            to: href(info.payment),
          },
        ]
      : []),
    {
      icon: <IconShield size={26} />,
      title: t('home.advantages.warranty'),
      text: t('home.advantages.warrantyText'),
      to: href(info.warranty),
    },
    {
      icon: <IconReturn size={26} />,
      title: t('home.advantages.returns'),
      text: t('home.advantages.returnsText'),
      to: href(info.returns),
    },
  ];
  return (
    <main className="sx-wrap hm" data-testid="home" {...scriptsAfterPaint}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <div className={`hm-hero${cats.length ? '' : ' no-menu'}`}>
        {cats.length ? (
          <nav className="hm-menu" aria-label={t('home.categories')}>
            <ul>
              {cats.map((c) => (
                <li key={c.id}>
                  <Link to={c.href}>
                    {c.image ? (
                      <img src={categoryImage(c.image)} alt="" width={24} height={24} loading="lazy" />
                    ) : (
                      <span className="hm-menu-dot" />
                    )}
                    <span>{c.title}</span>
                    <IconChevron size={14} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="hm-banner">
          {data.mainSlider.length ? (
            <Carousel perView={{ default: 1 }} gap={0} autoplay={3500} loop arrows dots label={t('home.banners')}>
              {data.mainSlider.map((b, i) => (
                <Link key={i} to={b.href} className="hm-banner-item">
                  <img
                    src={bannerImage(b.image, 1000)}
                    srcSet={`${bannerImage(b.image, 500)} 500w, ${bannerImage(b.image, 1000)} 1000w`}
                    sizes="(max-width: 1024px) 100vw, 900px"
                    alt={b.title}
                    width={1000}
                    height={500}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                  />
                  <span className="hm-banner-caption">
                    <span className="hm-banner-title">{b.title}</span>
                    <span className="hm-banner-cta">{t('home.bannerCta')}</span>
                  </span>
                </Link>
              ))}
            </Carousel>
          ) : (
            <div className="hm-banner-empty" />
          )}
        </div>
      </div>

      <ul className="hm-adv" aria-label={t('home.advantages.label')}>
        {advantages.map((a) => (
          <li key={a.title}>
            <Link to={a.to}>
              <span className="hm-adv-icon">{a.icon}</span>
              <span>
                <strong>{a.title}</strong>
                <small>{a.text}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <ProductRow id="sale" title={t('home.sale')} more={href('/sale')} items={data.sale} />
      <ProductRow id="newin" title={t('home.newIn')} more={href('/newin')} items={data.newIn} />

      {data.doubleBanners.length ? (
        <section className="hm-double">
          {data.doubleBanners.slice(0, 2).map((b, i) => (
            <Link key={i} to={b.href}>
              <img
                src={bannerImage(b.image, 1000)}
                srcSet={`${bannerImage(b.image, 500)} 500w, ${bannerImage(b.image, 1000)} 1000w`}
                sizes="(max-width: 768px) 100vw, 640px"
                alt=""
                width={1000}
                height={500}
                loading="lazy"
              />
              <span className="hm-banner-caption is-small">
                <span className="hm-banner-title">{b.title}</span>
                <span className="hm-banner-cta">{t('home.bannerCta')}</span>
              </span>
            </Link>
          ))}
        </section>
      ) : null}

      <ProductRow id="bestsellers" title={t('home.bestSellers')} more={href('/bestsellers')} items={data.bestSellers} />

      {data.brands.length ? <BrandRow brands={data.brands} /> : null}
      {data.categorySlider.length ? <CategoryRow tiles={data.categorySlider} /> : null}
      {data.videos.length ? <VideoRow videos={data.videos} /> : null}
    </main>
  );
}
