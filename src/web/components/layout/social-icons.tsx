import type { ReactNode } from 'react';
import { whatsappHref } from '~/domain/phone';
import { useRootData } from '~/web/lib/root-data';
import { IconWhatsapp } from './icons';

/** The footer's links to the shop's configured profiles (unset: no icon), loaded apart from the first load. */

type P = { size?: number };

/* Brand marks (filled, simplified), inline: each appears once per page. */
function Svg({ children, size = 24, fill = false }: { children: ReactNode; size?: number; fill?: boolean }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
const IconFacebook = (p: P) => (
  <Svg {...p} fill>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  </Svg>
);
const IconInstagram = (p: P) => (
  <Svg {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.7" />
    <path d="M16.9 7.1h.01" strokeWidth="2.4" />
  </Svg>
);
const IconLinkedin = (p: P) => (
  <Svg {...p} fill>
    <path d="M6.9 8.8H4V20h2.9zM5.4 4a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4zM20 13.6c0-3-1.6-5-4.3-5-1.3 0-2.3.7-2.8 1.4V8.8H10V20h2.9v-5.8c0-1.6.6-2.8 2-2.8s1.9 1.1 1.9 2.8V20H20z" />
  </Svg>
);
const IconYoutube = (p: P) => (
  <Svg {...p} fill>
    <path d="M21.2 8.2a2.5 2.5 0 0 0-1.8-1.8C17.9 6 12 6 12 6s-5.9 0-7.4.4a2.5 2.5 0 0 0-1.8 1.8C2.4 9.7 2.4 12 2.4 12s0 2.3.4 3.8a2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.4.4 7.4.4s5.9 0 7.4-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-3.8.4-3.8s0-2.3-.4-3.8zM10.1 14.9V9.1l5 2.9z" />
  </Svg>
);
const IconTiktok = (p: P) => (
  <Svg {...p} fill>
    <path d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.4a5.8 5.8 0 1 0 5 5.8V9a7.4 7.4 0 0 0 4.3 1.4V7.3A4.3 4.3 0 0 1 16.6 3z" />
  </Svg>
);

export default function SocialIcons() {
  const { site } = useRootData();
  const s = site.social;
  const items = [
    { name: 'Facebook', href: s.facebook, icon: <IconFacebook /> },
    { name: 'Instagram', href: s.instagram, icon: <IconInstagram /> },
    { name: 'LinkedIn', href: s.linkedin, icon: <IconLinkedin /> },
    { name: 'YouTube', href: s.youtube, icon: <IconYoutube /> },
    { name: 'WhatsApp', href: whatsappHref(site.whatsapp), icon: <IconWhatsapp /> },
    { name: 'TikTok', href: s.tiktok, icon: <IconTiktok /> },
  ].filter((i): i is typeof i & { href: string } => !!i.href);
  return (
    <ul className="social">
      {items.map((i) => (
        <li key={i.name}>
          <a href={i.href} target="_blank" rel="noopener noreferrer" aria-label={i.name} title={i.name}>
            {i.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
