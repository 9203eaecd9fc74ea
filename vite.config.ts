import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The small modules every page of the shop's main layout loads (hooks, helpers, the header's pieces, the domain
 * rules they use) in one chunk: left alone, the bundler makes each of them a chunk of its own, and some thirty
 * files of a few hundred bytes, each compressed alone and importing the others, cost a page several KB of gzip
 * (design §5 first-load budget). Only modules that every such page needs belong here; route modules, a page's own
 * parts and anything loaded on demand keep their chunks.
 */
const SHELL = [
  'domain/api/endpoints.ts',
  'domain/control-chars.ts',
  'domain/i18n.ts',
  'domain/lists/guest-lists.ts',
  'domain/media.ts',
  'domain/money.ts',
  'domain/page-loading.ts',
  'domain/phone.ts',
  'domain/routes.ts',
  'domain/validation.ts',
  'web/components/form/use-field-errors.ts',
  'web/components/layout/icons.tsx',
  'web/components/layout/lang-switcher.tsx',
  'web/components/layout/safe-img.tsx',
  'web/components/layout/user-menu.tsx',
  'web/components/logo.tsx',
  'web/components/seo-links.tsx',
  'web/components/ui/icons.tsx',
  'web/components/ui/toast.tsx',
  'web/i18n/i18n-context.tsx',
  'web/lib/analytics.ts',
  'web/lib/api-client.ts',
  'web/lib/buy-now.tsx',
  'web/lib/counts.tsx',
  'web/lib/flash.ts',
  'web/lib/href.ts',
  'web/lib/lists/guest-cookies.ts',
  'web/lib/lists/lists-context.tsx',
  'web/lib/meta.ts',
  'web/lib/root-data.ts',
  'web/lib/rows.ts',
  'web/lib/static-markup.ts',
  'web/lib/use-dismiss.ts',
].map(srcFile);

/** The product card and its parts: on home, every listing, the product page and the lists, as one chunk too. */
const CARD = [
  'domain/coupons.ts',
  'domain/stock.ts',
  'web/components/product/buy-now-button.tsx',
  'web/components/product/list-buttons.tsx',
  'web/components/product/product-card.tsx',
  'web/components/ui/countdown.tsx',
  'web/components/ui/price.tsx',
  'web/components/ui/stars.tsx',
].map(srcFile);

/** The form fields the checkout, the authentication screens, the cabinet and the content forms all use. */
const FORM = [
  'web/components/form/form-fields.tsx',
  'web/components/form/mobile-input.tsx',
  'web/components/form/mobile-mask.ts',
].map(srcFile);

/** The money pieces of a cart, checkout or order summary (the cart page, checkout, the order pages), as one chunk. */
const SUMMARY = [
  'web/components/ui/discount-lines.tsx',
  'web/components/ui/line-was.tsx',
  'web/lib/promo-field.ts',
].map(srcFile);

/** The file's absolute path; a listed file that is gone (renamed, moved) stops the build instead of leaving its chunk. */
function srcFile(path: string): string {
  const file = fileURLToPath(new URL(`./src/${path}`, import.meta.url));
  if (!existsSync(file)) throw new Error(`vite.config.ts names src/${path}, which does not exist`);
  return file;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  // one stylesheet for the whole shop (about 18 KB compressed): one render-blocking request instead of five
  build: {
    target: 'es2022',
    // SOURCEMAP=1 npm run build: the browser's chunks with source maps, for bench/long-tasks.ts MAPS=build/client/assets
    // (a build to measure with; the maps would be served with it, so rebuild without it before serving)
    sourcemap: !isSsrBuild && process.env.SOURCEMAP === '1',
    cssCodeSplit: false,
    // the browser's chunks only: the server build is one process's modules, read once at boot
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router, which every page (the back office's too) needs, apart from the shop's shell
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: 'shell', test: (id: string) => SHELL.includes(id), priority: 1 },
                { name: 'card', test: (id: string) => CARD.includes(id) },
                { name: 'form', test: (id: string) => FORM.includes(id) },
                { name: 'summary', test: (id: string) => SUMMARY.includes(id) },
              ],
            },
          },
        },
  },
}));
