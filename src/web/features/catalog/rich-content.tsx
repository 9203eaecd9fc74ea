import type { EditorBlock } from '~/server/modules/catalog/catalog.types';

/**
 * Renders editor blocks (campaign content, product description). Block text may carry simple inline
 * markup from the editor (<b>, <i>, <a>, <br>); everything else is stripped before rendering.
 */
export function sanitizeInline(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1>/gi, '')
    .replace(/<(?!\/?(b|strong|i|em|u|br|a|mark|code|sub|sup)\b)[^>]*>/gi, '')
    .replace(/<a\b[^>]*?href\s*=\s*("([^"]*)"|'([^']*)')[^>]*>/gi, (_m, _q, d: string | undefined, s: string | undefined) => {
      const url = (d ?? s ?? '').trim();
      return /^(https?:|\/|#|mailto:|tel:)/i.test(url) ? `<a href="${url.replace(/"/g, '&quot;')}" rel="noopener">` : '<a>';
    })
    .replace(/<(b|strong|i|em|u|br|mark|code|sub|sup)\b[^>]*>/gi, '<$1>')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
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
          case 'image':
            return (
              <figure key={i}>
                <img src={b.data.file.url} alt={b.data.caption ?? ''} loading="lazy" />
                {b.data.caption ? <Inline html={b.data.caption} as="figcaption" /> : null}
              </figure>
            );
          case 'embed': {
            const m = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{6,20})/.exec(b.data.embed);
            return m ? (
              <div key={i} className="rich-embed">
                <iframe src={`https://www.youtube-nocookie.com/embed/${m[1]}`} title="video" loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
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
