import { Outlet } from 'react-router';
import { Header } from '~/web/components/layout/header';
import { Footer } from '~/web/components/layout/footer';
import { MobileBar } from '~/web/components/layout/mobile-bar';
import { ScrollTop } from '~/web/components/layout/scroll-top';
import { Snow } from '~/web/components/layout/snow';
import { useT } from '~/web/i18n/i18n-context';
import { useRootData } from '~/web/lib/root-data';
import { useTitlePulse } from '~/web/lib/title-pulse';

/** Main layout: top header, main header, page, footer; on mobile the bottom bar (spec 001 §2 Layouts). */
export default function MainLayout() {
  const t = useT();
  const { site } = useRootData();
  useTitlePulse();
  return (
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
    </div>
  );
}
