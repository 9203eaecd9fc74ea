import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './ssr.ts';

const fakeBuild = (routes: Record<string, { css?: string[] }>) =>
  ({
    publicPath: '/',
    assets: { version: 'x', url: '/assets/manifest.js', entry: { module: '/e.js', imports: [] }, routes },
  }) as unknown as ServerBuild;

describe('inlineStylesheets', () => {
  it('reads every stylesheet the manifest names and takes them out of it (no render-blocking link)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-css-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/style-a.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dir, 'assets/page-b.css'), '.pp{color:red}');
    const build = fakeBuild({
      root: { css: ['/assets/style-a.css'] },
      page: { css: ['/assets/style-a.css', '/assets/page-b.css'] },
      other: {},
    });
    const out = inlineStylesheets(build, dir);
    expect(out.css).toBe('body{margin:0}\n.pp{color:red}');
    for (const r of Object.values(out.build.assets.routes)) expect(r?.css).toBeUndefined();
    // the original build is left as it was
    expect(build.assets.routes.root?.css).toEqual(['/assets/style-a.css']);
  });

  it('leaves a build without stylesheets alone', () => {
    const build = fakeBuild({ root: {} });
    expect(inlineStylesheets(build, '/nonexistent')).toEqual({ build, css: undefined, hrefs: [] });
  });
});
