import { Link } from 'react-router';
import { bannerImage } from '~/domain/media';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { IconChevron, IconGift } from '~/web/components/ui/icons';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { formatDayMonthYear, isoDay } from '~/domain/dates';
import type { ContentData } from './content.server';
import './content.css';

/** Campaigns (CNT-5): each running campaign links to its products listing; the coupon campaign's page is first. */
export function CampaignsPage({ data }: { data: Extract<ContentData, { kind: 'campaigns' }> }) {
  const t = useT();
  const lang = useLang();
  return (
    <main className="sx-wrap cn" data-content="campaigns" data-testid="campaigns-page">
      <Breadcrumbs items={[{ title: t('content.campaigns.title') }]} />
      <header className="cn-head">
        <h1 className="cn-title">{t('content.campaigns.title')}</h1>
        <p className="cn-intro">{t('content.campaigns.intro')}</p>
      </header>
      <Link to={data.couponHref} className="cn-coupon-promo" data-testid="coupon-promo">
        <IconGift size={28} />
        <span>
          <strong>{t('content.campaigns.couponTitle')}</strong>
          <span>{t('content.campaigns.couponText')}</span>
        </span>
        <span className="cn-coupon-go">
          {t('content.campaigns.couponLink')} <IconChevron size={14} />
        </span>
      </Link>
      {data.items.length === 0 ? (
        <p className="sx-empty">{t('content.campaigns.empty')}</p>
      ) : (
        <ul className="cn-campaigns">
          {data.items.map((c, i) => (
            <li key={c.id} className="cn-campaign" data-testid="campaign-card">
              <Link to={c.href} className="cn-campaign-link">
                <span className="cn-campaign-media">
                  {c.image ? (
                    <img
                      src={bannerImage(c.image, 1000)}
                      srcSet={`${bannerImage(c.image, 500)} 500w, ${bannerImage(c.image, 1000)} 1000w`}
                      sizes="(max-width: 768px) 100vw, 620px"
                      width={2000}
                      height={1000}
                      alt=""
                      loading={i < 2 ? 'eager' : 'lazy'}
                    />
                  ) : null}
                </span>
                <span className="cn-campaign-body">
                  <span className="cn-campaign-title">{c.title}</span>
                  {c.endsAt ? (
                    <time className="cn-campaign-until" dateTime={isoDay(c.endsAt)}>
                      {t('content.campaigns.until', { date: formatDayMonthYear(c.endsAt, lang) })}
                    </time>
                  ) : null}
                  <span className="cn-campaign-go">
                    {t('content.campaigns.products')} <IconChevron size={14} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
