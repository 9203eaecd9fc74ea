import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useCounts } from '~/web/lib/counts';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { useDismiss } from '~/web/lib/use-dismiss';
import { Badge } from './header';
import { UserMenu } from './user-menu';
import { IconCart, IconChat, IconCompare, IconHeart, IconHome, IconPhone, IconWhatsapp } from './icons';
import { formatPhone, telHref, whatsappHref } from '~/domain/phone';

/** Mobile bottom bar (≤768 px): home, wish list, chat, compare, cart, user (NAV-11). */
export function MobileBar() {
  const t = useT();
  const href = useHref();
  const { site } = useRootData();
  const { counts } = useCounts();
  const location = useLocation();
  const [chat, setChat] = useState(false);
  const chatRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setChat(false), []);
  useDismiss(chat, [chatRef], close);
  useEffect(() => setChat(false), [location.pathname]);
  // One highlighted item: while the chat menu is open it is the chat, not also the current page.
  const cls = ({ isActive }: { isActive: boolean }) => `mbar-item ${isActive && !chat ? 'is-active' : ''}`;

  return (
    <nav className="mbar" aria-label={t('layout.nav.mainNav')} data-testid="mobile-bottom-bar">
      <NavLink to={href('/')} end className={cls}>
        <IconHome />
        <span>{t('layout.nav.home')}</span>
      </NavLink>
      <NavLink to={href('/wishlist')} className={cls}>
        <span className="hbtn-icon">
          <IconHeart />
          <Badge count={counts.wish} testId="mobile-wishlist-count" />
        </span>
        <span>{t('layout.lists.wishlist')}</span>
      </NavLink>
      <div className="mbar-chat" ref={chatRef}>
        <button
          type="button"
          className={`mbar-item ${chat ? 'is-active' : ''}`}
          aria-expanded={chat}
          aria-controls="mbar-chat-menu"
          onClick={() => setChat((v) => !v)}
        >
          <IconChat />
          <span>{t('layout.mobile.chat')}</span>
        </button>
        {chat ? (
          <div className="mbar-chat-menu" id="mbar-chat-menu" data-testid="chat-menu">
            <a
              href={whatsappHref(site.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="mbar-chat-link mbar-chat-link--wa"
            >
              <IconWhatsapp />
              <span>
                <strong>{t('layout.mobile.whatsapp')}</strong>
                <small>{formatPhone(site.whatsapp)}</small>
              </span>
            </a>
            <a href={telHref(site.phone)} className="mbar-chat-link">
              <IconPhone />
              <span>
                <strong>{t('layout.mobile.call')}</strong>
                <small>{formatPhone(site.phone)}</small>
              </span>
            </a>
          </div>
        ) : null}
      </div>
      <NavLink to={href('/compare')} className={cls}>
        <span className="hbtn-icon">
          <IconCompare />
          <Badge count={counts.compare} testId="mobile-compare-count" />
        </span>
        <span>{t('layout.lists.compare')}</span>
      </NavLink>
      <NavLink to={href('/cart')} className={cls}>
        <span className="hbtn-icon">
          <IconCart />
          <Badge count={counts.cart} testId="mobile-cart-count" />
        </span>
        <span>{t('layout.lists.cart')}</span>
      </NavLink>
      <UserMenu variant="bar" />
    </nav>
  );
}
