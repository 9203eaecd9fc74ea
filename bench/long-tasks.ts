/**
 * What the browser's long tasks are made of on one page load: a phone-sized Chromium with Lighthouse's 4× CPU
 * slowdown, a Chromium trace for the tasks and V8's sampling profiler for the functions inside them. For every task
 * of 50 ms or more (a long task, as Lighthouse's total blocking time counts them) it prints its start, duration, what
 * the trace says it did (parse, style, layout, script evaluation) and the functions with the most self time in it,
 * named by file. Diagnostics for the Lighthouse goal PERF-3 (docs/perf-shop.md), not a pass/fail check.
 *
 *   node --import tsx bench/long-tasks.ts http://localhost:3000/smartfonlar-ve-telefonlar
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium. JS=0 loads the page with JavaScript off; BLOCK=<regexp> fails the
 * requests whose URL matches it (BLOCK=woff2: no web fonts), to see what a resource costs. RATE (default 4) sets the
 * slowdown, LONG (default 50) the shortest task listed, in ms. STACKS=1 adds each task's three heaviest call stacks
 * (innermost first, with line:column in the built file).
 *
 * MAPS=<dir> names functions by the source maps in that directory (a build made with `SOURCEMAP=1 npm run build`,
 * MAPS=build/client/assets): "commitRoot node_modules/react-dom/…:10497" instead of "Au vendor.js", and ends with
 * the long tasks' self time split by package (react-dom, react-router, the shop's src, the browser's own work).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const PARTS: Record<string, string> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module-eval',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  FunctionCall: 'function',
  FireAnimationFrame: 'raf',
  TimerFire: 'timer',
  V8GC: 'gc',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

const url = process.argv[2];
if (!url) throw new Error('usage: node --import tsx bench/long-tasks.ts <url>');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  javaScriptEnabled: process.env.JS !== '0',
});
const page = await context.newPage();
if (process.env.BLOCK) await page.route(new RegExp(process.env.BLOCK), (r) => r.abort());
const cdp = await context.newCDPSession(page);
const RATE = Number(process.env.RATE ?? 4);
const LONG = Number(process.env.LONG ?? 50);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
await browser.close();

const parser = events.find((e) => e.name === 'ParseHTML');
const mine = events.filter(
  (e) => parser && e.pid === parser.pid && e.tid === parser.tid && e.ph === 'X' && e.dur !== undefined,
);
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? mine[0]!.ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint');

// samples with their times (µs, the trace's clock)
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const times: number[] = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) times.push((t += d));
const fileOf = (u: string) => (u ? u.replace(/^.*\/(assets\/)?/, '').replace(/-[A-Za-z0-9_]{8}\.js$/, '.js') : '');
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const MAPS = process.env.MAPS;
const traceMaps = new Map<string, TraceMap | null>();
/** The source a built file's position comes from, by its source map in MAPS (null without one). */
function original(frame: ProfileNode['callFrame']): { name: string; source: string; line: number } | null {
  const file = /\/assets\/([^/?#]+\.js)/.exec(frame.url)?.[1];
  if (!MAPS || !file) return null;
  if (!traceMaps.has(file)) {
    const mapFile = path.join(MAPS, `${file}.map`);
    traceMaps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = traceMaps.get(file);
  if (!map) return null;
  const p = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!p.source) return null;
  return {
    name: p.name ?? (frame.functionName || '(anonymous)'),
    source: p.source.replace(/^.*?node_modules\//, 'node_modules/').replace(/^.*?\/src\//, 'src/'),
    line: p.line ?? 0,
  };
}
/** A package name for a frame: the npm package, "src" for the shop's code, or "browser" for the engine's own work. */
function packageOf(frame: ProfileNode['callFrame'], o = original(frame)): string {
  if (o) return o.source.startsWith('node_modules/') ? o.source.split('/')[1]! : 'src';
  return frame.url ? fileOf(frame.url) || 'page' : 'browser';
}
const frameName = (n: ProfileNode) => {
  const o = original(n.callFrame);
  return o
    ? `${o.name} ${o.source}:${o.line}`
    : `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber}`;
};
/** The three call stacks (five frames each, innermost first) with the most samples between `from` and `to`. */
function heaviestStacks(from: number, to: number): string[] {
  const stacks = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i]! < from || times[i]! >= to) continue;
    const frames: string[] = [];
    for (
      let id: number | undefined = profile.samples[i];
      id !== undefined && frames.length < 5;
      id = parentOf.get(id)
    ) {
      const n = byId.get(id)!;
      if (n.callFrame.functionName !== '(root)') frames.push(frameName(n));
    }
    const key = frames.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + 1);
  }
  const all = [...stacks.values()].reduce((a, b) => a + b, 0) || 1;
  return [...stacks]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, v]) => `${Math.round((100 * v) / all)}% ${k}`);
}

console.log(`first contentful paint at ${fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : '?'} ms (${RATE}× slowdown)`);
let total = 0;
/** samples in long tasks by package (MAPS) */
const byPackage = new Map<string, number>();
for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur! >= LONG * 1000)) {
  const end = task.ts + task.dur!;
  total += Math.max(0, task.dur! / 1000 - 50);
  const parts = new Map<string, number>();
  for (const e of mine)
    if (e.ts >= task.ts && e.ts < end && PARTS[e.name] && e !== task)
      parts.set(PARTS[e.name]!, (parts.get(PARTS[e.name]!) ?? 0) + e.dur! / 1000);
  const fns = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i]! < task.ts || times[i]! >= end) continue;
    const n = byId.get(profile.samples[i]!)!;
    const o = original(n.callFrame);
    const key = o
      ? `${o.name} ${o.source}`
      : `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n.callFrame.url)}`.trim();
    const pkg = packageOf(n.callFrame, o);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
    fns.set(key, (fns.get(key) ?? 0) + 1);
  }
  const samples = [...fns.values()].reduce((a, b) => a + b, 0) || 1;
  const top = [...fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, v]) => `${k} ${Math.round((100 * v) / samples)}%`);
  const partText = [...parts]
    .filter(([, v]) => v >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
  console.log(
    `\n${((task.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${partText}`,
  );
  for (const line of top) console.log(`        ${line}`);
  if (process.env.STACKS === '1') for (const line of heaviestStacks(task.ts, end)) console.log(`          ${line}`);
}
console.log(`\nΣ(task − 50 ms) over the long tasks: ${total.toFixed(0)} ms`);
if (MAPS) {
  const all = [...byPackage.values()].reduce((a, b) => a + b, 0) || 1;
  console.log(
    `self time in the long tasks by package: ${[...byPackage]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${Math.round((100 * v) / all)}%`)
      .join(', ')}`,
  );
}
