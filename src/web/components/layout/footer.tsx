import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { Logo } from '../logo';
import { IconPhone, IconWhatsapp } from './icons';
import { NewsletterForm } from './newsletter-form';
import { PaymentLogos } from './payment-logos';
import { formatPhone, telHref, whatsappHref } from '~/domain/phone';

function FooterMenu({ name }: { name: 'company' | 'for_customer' }) {
  const { layout } = useRootData();
  const menu = layout.menus[name];
  if (!menu || menu.items.length === 0) return null;
  return (
    <nav className="footer-col" aria-labelledby={`footer-${name}`}>
      <h2 id={`footer-${name}`} className="footer-heading">
        {menu.title}
      </h2>
      <ul className="footer-links">
        {menu.items.map((it) => (
          <li key={it.id}>
            <Link to={it.href}>{it.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// the brand marks are drawn only where profiles are configured, and below the first screen: not in the first load
const SocialIcons = lazy(() => import('./social-icons'));

export function Footer() {
  const t = useT();
  const href = useHref();
  const { site, layout } = useRootData();
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer-news">
        <div className="container footer-news-inner">
          <div>
            <h2 className="footer-news-title">{t('layout.newsletter.title')}</h2>
            <p className="footer-news-text">{t('layout.newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
      <div className="container footer-main">
        <div className="footer-brand">
          <Link to={href('/')} aria-label={`Volt — ${t('layout.nav.home')}`}>
            <Logo inverse />
          </Link>
          <p className="footer-about">{t('layout.footer.about')}</p>
          <a className="footer-phone" href={telHref(site.phone)}>
            <IconPhone size={20} />
            <span>
              <strong>{formatPhone(site.phone)}</strong>
              <small>{t('layout.footer.workHours')}</small>
            </span>
          </a>
          <a className="footer-wa" href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
            <IconWhatsapp size={20} />
            <span>
              <strong>{formatPhone(site.whatsapp)}</strong>
              <small>{t('layout.footer.whatsapp')}</small>
            </span>
          </a>
          <Link className="footer-track" to={layout.trackHref} data-testid="footer-track">
            {t('layout.footer.track')}
          </Link>
        </div>
        <FooterMenu name="company" />
        <FooterMenu name="for_customer" />
        <div className="footer-col">
          <h2 className="footer-heading">{t('layout.footer.follow')}</h2>
          <Suspense fallback={null}>
            <SocialIcons />
          </Suspense>
          <h2 className="footer-heading footer-heading--spaced">{t('layout.footer.payments')}</h2>
          <PaymentLogos />
        </div>
      </div>
      {layout.tags.length > 0 ? (
        <div className="container footer-tags">
          <h2 className="footer-heading">{t('layout.footer.tags')}</h2>
          <ul className="tag-list">
            {layout.tags.map((tag) => (
              <li key={tag.href + tag.title}>
                <Link to={tag.href}>{tag.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            © {site.startYear}–{site.year} {site.title}. {t('layout.footer.copyright')}
          </p>
          <p>
            {t('layout.footer.credit')}:{' '}
            {site.credit.url ? (
              <a href={site.credit.url} target="_blank" rel="noopener">
                {site.credit.name}
              </a>
            ) : (
              site.credit.name
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
