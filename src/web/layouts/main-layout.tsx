import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '~/web/components/layout/header';
import { Footer } from '~/web/components/layout/footer';
import { MobileBar } from '~/web/components/layout/mobile-bar';
import { ScrollTop } from '~/web/components/layout/scroll-top';
import { Snow } from '~/web/components/layout/snow';
import { FlashMessage } from '~/web/components/layout/user-menu';
import { ListsSyncMessage } from '~/web/components/layout/lists-sync-message';
import { AdPopup } from '~/web/components/layout/ad-popup';
import { useT } from '~/web/i18n/i18n-context';
import { BuyNowContext, BuyNowPreloadContext, type BuyNowItem } from '~/web/lib/buy-now';
import { useRootData } from '~/web/lib/root-data';
import { useTitlePulse } from '~/web/lib/title-pulse';
import { useRecentlyViewedMerge } from '~/web/lib/recently-viewed-merge';

// The buy-now popup (BUY-2) is the checkout form: loaded when a Buy now button is hovered, focused or pressed.
const loadBuyNow = () => import('~/web/features/checkout/buy-now-popup');
const BuyNowPopup = lazy(loadBuyNow);

/** Main layout: top header, main header, page, footer; on mobile the bottom bar (NAV-7, NAV-11). */
export default function MainLayout() {
  const t = useT();
  const { site } = useRootData();
  const [buyNow, setBuyNow] = useState<BuyNowItem | null>(null);
  const preload = useCallback(() => void loadBuyNow(), []);
  // a navigation (the order page after buying, a link) closes the popup
  const { key } = useLocation();
  useEffect(() => setBuyNow(null), [key]);
  useTitlePulse();
  useRecentlyViewedMerge();
  return (
    <BuyNowContext.Provider value={setBuyNow}>
      <BuyNowPreloadContext.Provider value={preload}>
        <div className="shell">
          <a className="skip-link" href="#content">
            {t('layout.skip')}
          </a>
          {site.snow ? <Snow /> : null}
          <Header />
          <div className="page" id="content" tabIndex={-1}>
            <Outlet />
          </div>
          <Footer />
          <MobileBar />
          <ScrollTop />
          <FlashMessage />
          <ListsSyncMessage />
          <AdPopup />
        </div>
        {buyNow ? (
          <Suspense
            fallback={
              <div className="ui-pop-overlay">
                <div className="ui-spinner" role="status" aria-label={t('catalog.popup.loading')} />
              </div>
            }
          >
            <BuyNowPopup key={`${buyNow.id}-${buyNow.qty}`} item={buyNow} onClose={() => setBuyNow(null)} />
          </Suspense>
        ) : null}
      </BuyNowPreloadContext.Provider>
    </BuyNowContext.Provider>
  );
}
