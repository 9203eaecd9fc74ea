import { HYDRATED_EVENT, SCRIPTS_AFTER_PAINT_ATTR } from '../../domain/page-loading.ts';

/**
 * The page's scripts are fetched after its first paint (decision 0058), on the pages that ask for it
 * (`data-scripts-after-paint` on their `<main>`: home, listings, the product page).
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page (React hoists them into the head)
 * and one inline `<script type="module">` that imports the route modules and starts hydration. The browser's preload
 * scanner fetches those modules at High priority while the document is still being parsed, so on a slow connection
 * they share the bandwidth with the document, the fonts and the largest image, and the first paint waits for them.
 *
 * Here, on the finished HTML of a page answered whole (`ssr.ts`): the module preloads are taken out, the module
 * script is made inert (`type="text/x-after-paint"`, the preloads' addresses in `data-preload`) and a small classic
 * script right after it puts both back once the page has painted its text and its main image: after the first
 * contentful paint (Paint Timing) and the load of the `fetchpriority="high"` image (300 ms at most), one frame
 * later; at once in a tab that is not shown (nothing is painted there) or a browser without Paint Timing; after 1.5 s
 * at the latest. What the module script runs and the order the modules are asked for are unchanged, only when. Its
 * text is unchanged too, so a kept page's CSP hash for it (page-cache.ts) allows the copy the loader makes.
 */

/**
 * The classic script that starts the inert module script (it follows that script). Written out readable here and
 * sent on one line: every statement ends with a semicolon or a brace, so joining the lines changes nothing.
 *
 * It also keeps text typed before hydration (the header's search, the footer's newsletter field — the window is
 * longer on these pages): hydration leaves the text in the field but React's state holds the server's value, so the
 * text would not be sent and the next render would empty the field. Once the first commit is done the text is handed
 * to React as a real input event: React's tracker (the node's own `value` property) is told the old value, the text
 * goes back through the native setter, and the event is then a change to React. An Enter pressed in such a field
 * outside a form before React listened (a form's Enter submits natively; the listing's price fields apply on Enter) is
 * pressed again for React once the typed text is in its state, on the next task.
 */
const LOADER_SOURCE = `
(() => {
  const s = document.currentScript.previousElementSibling;
  if (!s || s.type !== 'text/x-after-paint') return;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    for (const href of (s.dataset.preload || '').split(' ').filter(Boolean)) {
      const l = document.createElement('link');
      l.rel = 'modulepreload';
      l.href = href;
      document.head.append(l);
    }
    const m = document.createElement('script');
    m.type = 'module';
    m.nonce = s.nonce;
    m.text = s.text;
    document.head.append(m);
  };
  const afterMainImage = () => {
    const img = document.querySelector('img[fetchpriority=high]');
    const next = () => requestAnimationFrame(() => setTimeout(go, 0));
    if (!img || img.complete) return next();
    img.addEventListener('load', next, { once: true });
    img.addEventListener('error', next, { once: true });
    setTimeout(next, 300);
  };
  const typed = new Map();
  const isText = (el) => el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|email|tel|url|number|password)$/.test(el.type));
  const record = (e) => { if (isText(e.target)) typed.set(e.target, e.target.value); };
  const entered = new Set();
  const reactListens = () => Object.keys(document).some((k) => k.startsWith('__reactContainer$'));
  const recordEnter = (e) => { if (e.key === 'Enter' && isText(e.target) && !e.target.form && !reactListens()) entered.add(e.target); };
  document.addEventListener('input', record, true);
  document.addEventListener('keydown', recordEnter, true);
  addEventListener('${HYDRATED_EVENT}', () => {
    document.removeEventListener('input', record, true);
    document.removeEventListener('keydown', recordEnter, true);
    for (const [el, value] of typed) {
      if (!el.isConnected || !value) continue;
      el.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (entered.size) setTimeout(() => {
      for (const el of entered) if (el.isConnected) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    }, 0);
  }, { once: true });
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  setTimeout(go, 1500);
  if (document.visibilityState === 'hidden') return go();
  if (painted()) return afterMainImage();
  try {
    new PerformanceObserver((list, observer) => {
      if (painted()) {
        observer.disconnect();
        afterMainImage();
      }
    }).observe({ type: 'paint' });
  } catch {
    go();
  }
})()`;

export const AFTER_PAINT_LOADER = LOADER_SOURCE.trim().replace(/\n\s*/g, '');

const MARKER = ` ${SCRIPTS_AFTER_PAINT_ATTR}=""`;

/** Whether the page asks for its scripts after the first paint (domain/page-loading.ts); a Buffer is searched as is. */
export function asksForScriptsAfterPaint(html: string | Buffer): boolean {
  return html.includes(MARKER);
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const INLINE_MODULE = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page with its module preloads and its inline module script held until after the first paint; a page without
 * an inline module script (a plain page, a page rendered without React Router's scripts) is returned unchanged.
 */
export function scriptsAfterFirstPaint(html: string): string {
  if (!asksForScriptsAfterPaint(html)) return html;
  let moduleScript: { start: number; end: number; attrs: string; text: string } | undefined;
  for (const m of html.matchAll(INLINE_MODULE)) {
    const attrs = m[1]!;
    if (!/\stype="module"/.test(attrs) || /\ssrc=/.test(attrs)) continue;
    // more than one: not the page React Router writes; leave it alone
    if (moduleScript) return html;
    moduleScript = { start: m.index, end: m.index + m[0].length, attrs, text: m[2]! };
  }
  if (!moduleScript) return html;
  const nonce = /\snonce="([^"]*)"/.exec(moduleScript.attrs)?.[1];
  const nonceAttr = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const hrefs: string[] = [];
  const withoutPreloads = (part: string) =>
    part.replace(MODULE_PRELOAD, (_, href: string) => {
      hrefs.push(href);
      return '';
    });
  const before = withoutPreloads(html.slice(0, moduleScript.start));
  const after = withoutPreloads(html.slice(moduleScript.end));
  const attrs = moduleScript.attrs.replace(/\stype="module"/, '').replace(/\sasync(="[^"]*")?/, '');
  const inert = `<script${attrs} type="text/x-after-paint" data-preload="${hrefs.join(' ')}">${moduleScript.text}</script>`;
  const loader = `<script${nonceAttr}>${AFTER_PAINT_LOADER}</script>`;
  return before + inert + loader + after;
}
