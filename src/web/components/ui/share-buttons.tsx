import type { ReactNode } from 'react';
import { shareLinks, type ShareNetwork } from '~/domain/content';
import { useT } from '~/web/i18n/i18n-context';
import './share-buttons.css';

const NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  messenger: 'Messenger',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/* Simplified brand marks, filled with currentColor. */
const MARKS: Record<ShareNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  messenger: (
    <path d="M12 3C6.9 3 3 6.7 3 11.4c0 2.5 1.1 4.6 2.9 6.1V21l2.9-1.6c1 .3 2 .4 3.2.4 5.1 0 9-3.7 9-8.4S17.1 3 12 3zm.9 11.3-2.3-2.4-4.4 2.4 4.9-5.2 2.3 2.4 4.4-2.4z" />
  ),
  twitter: (
    <path d="M17.8 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2.2 3.5h6.3l4.3 5.7zm-1 16.2h1.7L7.3 5.2H5.5z" />
  ),
  whatsapp: (
    <path d="M12 3a8.9 8.9 0 0 0-7.6 13.5L3 21l4.6-1.4A8.9 8.9 0 1 0 12 3zm0 16.2c-1.4 0-2.8-.4-4-1.1l-.3-.2-2.7.8.8-2.6-.2-.3A7.3 7.3 0 1 1 12 19.2zm4-5.4c-.2-.1-1.3-.7-1.5-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.6c-.2-.4-.4-.4-.5-.4h-.5c-.2 0-.4.1-.6.3-.2.2-.8.8-.8 1.9s.8 2.2.9 2.4c.1.1 1.6 2.5 3.9 3.5 1.5.6 2 .7 2.7.6.4-.1 1.3-.5 1.5-1.1.2-.5.2-1 .1-1.1l-.5-.5z" />
  ),
  telegram: (
    <path d="M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.8 5.4c.2.6.1.9.8.9.5 0 .7-.2 1-.5l2.2-2.2 4.6 3.4c.9.5 1.5.2 1.7-.8l3.1-14.4c.3-1.3-.5-1.8-1.3-1.5zM8.7 13.8l9.6-6.1c.5-.3.9-.1.5.2l-8.2 7.4-.3 3.4z" />
  ),
};

/** Share links for the current page (CNT-2, CNT-6: facebook, messenger, twitter, whatsapp, telegram); plain links, no scripts. */
export function ShareButtons({ url, title, className }: { url: string; title: string; className?: string }) {
  const t = useT();
  return (
    <div className={`ui-share ${className ?? ''}`} data-testid="share">
      <span className="ui-share-label">{t('content.share.label')}</span>
      <ul>
        {shareLinks(url, title).map((l) => (
          <li key={l.network}>
            <a
              href={l.href}
              className={`ui-share-link ui-share-${l.network}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('content.share.on', { network: NAMES[l.network] })}
              title={NAMES[l.network]}
              data-network={l.network}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                {MARKS[l.network]}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
