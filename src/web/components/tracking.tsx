/** Tag manager and pixel snippets, only when their ids are configured. */
import { useRouteLoaderData } from 'react-router';
import { useNonce } from '~/web/lib/csp-nonce';

export function Tracking() {
  const root = useRouteLoaderData('root') as { site: { gtmId?: string; fbPixelId?: string } } | undefined;
  const nonce = useNonce();
  if (!root) return null;
  const { gtmId, fbPixelId } = root.site;
  return (
    <>
      {gtmId ? (
        <script
          async
          nonce={nonce}
          // ids are validated at boot to letters, digits and dashes
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`,
          }}
        />
      ) : null}
      {fbPixelId ? (
        <script
          async
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${fbPixelId}');fbq('track','PageView');`,
          }}
        />
      ) : null}
    </>
  );
}
