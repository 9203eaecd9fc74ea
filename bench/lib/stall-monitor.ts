import fs from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

/** Garbage-collector pauses of this process (start, end in `performance.now()` time). */
const gcPauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.startTime + e.duration]);
}).observe({ entryTypes: ['gc'] });

/** Gaps between 1 ms ticks of this thread: wall time, and the CPU time the thread ran in them. */
export class StallMonitor {
  private timer: NodeJS.Timeout | null = null;
  private last = 0;
  private lastCpu = 0;
  private readonly gaps: { from: number; to: number; wall: number; cpu: number }[] = [];
  private readonly file = `/proc/self/task/${process.pid}/schedstat`;
  /** when the largest CPU gap began, ms after the start (set by summary) */
  largestAt = 0;

  private cpuNow(): number {
    try {
      return Number(fs.readFileSync(this.file, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      return NaN; // not Linux: wall time only
    }
  }

  start(): this {
    this.last = performance.now();
    this.lastCpu = this.cpuNow();
    this.timer = setInterval(() => {
      const now = performance.now();
      const c = this.cpuNow();
      this.gaps.push({ from: this.last, to: now, wall: now - this.last, cpu: c - this.lastCpu });
      this.last = now;
      this.lastCpu = c;
    }, 1);
    return this;
  }

  stop(): this {
    if (this.timer) clearInterval(this.timer);
    return this;
  }

  summary(): string {
    const pct = (a: number[], p: number) => {
      const sorted = [...a].sort((x, y) => x - y);
      return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
    };
    const f = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(1)).padStart(5);
    const wall = this.gaps.map((g) => g.wall);
    const cpu = this.gaps.map((g) => g.cpu);
    // gaps with no garbage-collector pause in them: what the index code itself held the loop for
    const own = this.gaps.filter((g) => !gcPauses.some(([a, b]) => a < g.to && b > g.from)).map((g) => g.cpu);
    const gcs = gcPauses
      .filter(([a, b]) => this.gaps.length && a >= this.gaps[0]!.from && b <= this.gaps.at(-1)!.to)
      .map(([a, b]) => b - a);
    const top = this.gaps.reduce((a, g) => (g.cpu > a.cpu ? g : a), { from: 0, to: 0, wall: 0, cpu: 0 });
    this.largestAt = top.from - (this.gaps[0]?.from ?? 0);
    return (
      `wall max ${f(Math.max(0, ...wall))} p99 ${f(pct(wall, 99))} | CPU max ${f(Math.max(0, ...cpu))} p99 ${f(pct(cpu, 99))}` +
      ` | CPU without GC max ${f(Math.max(0, ...own))} ms` +
      (gcs.filter((d) => d >= 10).length
        ? `; GC pauses ≥10 ms: ${gcs.filter((d) => d >= 10).length}, longest ${Math.max(...gcs).toFixed(0)} ms`
        : '')
    );
  }
}
