import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '~/domain/money';

export interface ChartDay {
  day: string;
  orders: number;
  revenue: number;
}

const ACCENT = '#c24500';
const NAVY = '#175cd3';
const GRID = '#eaecf0';
const AXIS = '#667085';

/** `2026-05-10` → `10.05` (the day is Baku's already: shown as it is, whatever the browser's time zone). */
const dayLabel = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
/** Manats on the axis, short: `850`, `12.5k`, `1.2M` (the canvas's font may lack the ₼ sign; the legend says it). */
const compactManats = (m: number) => {
  if (m >= 1_000_000) return `${(m / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (m >= 1_000) return `${(m / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return Number.isInteger(m) ? String(m) : '';
};
const FONT = '12px Inter, system-ui, sans-serif';

/**
 * The dashboard's 30-day chart (ADM-23, decision 0087) with uPlot: orders per day as bars (right axis), revenue as a
 * line (left axis). Loaded lazily from the dashboard only — uPlot and its stylesheet never reach the shop. The chart
 * is drawn on a canvas, so it is hidden from screen readers; the dashboard puts the same numbers in a table for them.
 */
export default function OrdersChart({
  days,
  labels,
}: {
  days: ChartDay[];
  labels: { orders: string; revenue: string; day: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // a day's x is its index, so uPlot never applies the browser's time zone to it
    const xs = days.map((_, i) => i);
    const width = () => Math.max(280, el.clientWidth);
    const height = () => (el.clientWidth < 560 ? 220 : 280);
    const opts: uPlot.Options = {
      width: width(),
      height: height(),
      scales: {
        x: { time: false, range: [-0.6, days.length - 0.4] },
        n: { range: (_u, _min, max) => [0, Math.max(4, max * 1.15)] },
        money: { range: (_u, _min, max) => [0, Math.max(100, max * 1.15)] },
      },
      legend: { show: true, live: true },
      cursor: { points: { size: 7 }, drag: { x: false, y: false } },
      series: [
        { label: labels.day, value: (_u, i) => (i == null || !days[i] ? '—' : dayLabel(days[i].day)) },
        {
          label: labels.orders,
          scale: 'n',
          stroke: NAVY,
          fill: 'rgba(23, 92, 211, 0.18)',
          width: 1,
          paths: uPlot.paths.bars!({ size: [0.6, 24] }),
          points: { show: false },
          value: (_u, v) => (v == null ? '—' : String(v)),
        },
        {
          label: labels.revenue,
          scale: 'money',
          stroke: ACCENT,
          width: 2,
          fill: 'rgba(194, 69, 0, 0.06)',
          points: { show: true, size: 4, fill: ACCENT },
          value: (_u, v) => (v == null ? '—' : formatMoney(Math.round(v * 100))),
        },
      ],
      axes: [
        {
          stroke: AXIS,
          font: FONT,
          grid: { show: false },
          ticks: { stroke: GRID },
          incrs: [1, 2, 5, 7, 10],
          values: (_u, splits) => splits.map((s) => (days[s] && Number.isInteger(s) ? dayLabel(days[s].day) : '')),
        },
        {
          scale: 'money',
          stroke: AXIS,
          font: FONT,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          size: 64,
          values: (_u, splits) => splits.map(compactManats),
        },
        {
          scale: 'n',
          side: 1,
          stroke: AXIS,
          font: FONT,
          grid: { show: false },
          ticks: { show: false },
          size: 40,
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
        },
      ],
    };
    const plot = new uPlot(opts, [xs, days.map((d) => d.orders), days.map((d) => d.revenue / 100)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: height() }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels]);
  return <div ref={box} className="adm-chart" aria-hidden="true" data-testid="dashboard-chart" />;
}
