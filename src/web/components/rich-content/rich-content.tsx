import type { EditorBlock } from '~/domain/catalog';
import './rich-content.css';

const ALLOWED = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'a', 'mark', 'code', 'sub', 'sup']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i;
const escText = (t: string) => t.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (t: string) =>
  t
    .replace(/&(?!amp;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * Editor text may carry simple inline markup (<b>, <i>, <a href>, <br>, …). Every tag is rebuilt from a
 * whitelist without attributes (links keep only an http(s), relative, mailto or tel href); any other
 * markup is dropped and stray angle brackets are escaped.
 */
export function sanitizeInline(html: string): string {
  const s = html.replace(/<(script|style|iframe|object|embed|noscript|template|textarea)\b[\s\S]*?<\/\1\s*>/gi, '');
  let out = '';
  let last = 0;
  for (const m of s.matchAll(TAG)) {
    out += escText(s.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (m[1] === '/') {
      if (name !== 'br') out += `</${name}>`;
    } else if (name === 'a') {
      const h = HREF.exec(m[3] ?? '');
      const url = (h?.[1] ?? h?.[2] ?? h?.[3] ?? '').trim();
      out +=
        /^(https?:\/\/|\/(?![/\\])|#|mailto:|tel:)/i.test(url) && !url.includes('\\')
          ? `<a href="${escAttr(url)}" rel="noopener">`
          : '<a>';
    } else out += `<${name}>`;
  }
  return out + escText(s.slice(last));
}

/**
 * An image address a page may show: a path on this site (`/i/…`, the editor's uploads); never `javascript:`,
 * `data:`, another site (the page's CSP would block it anyway) or a `//host` that browsers read as another site.
 */
export function safeImageSrc(url: string): string | null {
  const u = url.trim();
  if (u.includes('\\') || /[\s"'<>]/.test(u) || [...u].some((c) => c.charCodeAt(0) < 32)) return null;
  return /^\/(?![/\\])/.test(u) ? u : null;
}

function Inline({ html, as: Tag = 'p' }: { html: string; as?: 'p' | 'li' | 'h2' | 'h3' | 'h4' | 'figcaption' }) {
  return <Tag dangerouslySetInnerHTML={{ __html: sanitizeInline(html) }} />;
}

export function RichContent({ blocks, className }: { blocks: EditorBlock[]; className?: string }) {
  return (
    <div className={`rich ${className ?? ''}`}>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'header': {
            const level = Math.min(4, Math.max(2, b.data.level)) as 2 | 3 | 4;
            return <Inline key={i} html={b.data.text} as={`h${level}`} />;
          }
          case 'paragraph':
            return <Inline key={i} html={b.data.text} />;
          case 'list': {
            const L = b.data.style === 'ordered' ? 'ol' : 'ul';
            return (
              <L key={i}>
                {b.data.items.map((it, j) => (
                  <Inline key={j} html={it} as="li" />
                ))}
              </L>
            );
          }
          case 'image': {
            const src = safeImageSrc(b.data.file.url);
            if (!src) return null;
            return (
              <figure key={i}>
                <img src={src} alt={b.data.caption?.replace(/<[^>]*>/g, '') ?? ''} loading="lazy" />
                {b.data.caption ? <Inline html={b.data.caption} as="figcaption" /> : null}
              </figure>
            );
          }
          case 'embed': {
            const m = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{6,20})/.exec(
              b.data.embed,
            );
            return m ? (
              <div key={i} className="rich-embed">
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${m[1]}`}
                  title="video"
                  loading="lazy"
                  allow="encrypted-media; picture-in-picture"
                  allowFullScreen
                />
              </div>
            ) : null;
          }
          case 'delimiter':
            return <hr key={i} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
