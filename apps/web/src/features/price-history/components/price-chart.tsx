/**
 * The price chart, drawn by uPlot (a ~50 kB canvas chart library: no eval, no inline scripts, so the CSP
 * stays strict). This module is loaded lazily by the price-history section, so the catalogue's first-load
 * JS does not carry it. The canvas is hidden from assistive technology; the section's table says the same.
 */
import type { PriceHistoryPoint } from '@skins/shared';
import { formatPrice } from '@skins/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAxisDay } from '../utils/format-day.ts';
import { distinctLabels, PRICE_AXIS_STEPS } from '../utils/axis-labels.ts';

export interface PriceChartProps {
  points: readonly PriceHistoryPoint[];
  currencySymbol: string;
  labels: { median: string; volume: string };
}

const HEIGHT = 240;

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function chartData(points: readonly PriceHistoryPoint[]): uPlot.AlignedData {
  const xs = points.map((point) => Date.parse(`${point.date}T12:00:00Z`) / 1000);
  return [xs, points.map((point) => point.median), points.map((point) => point.volume)];
}

export default function PriceChart({ points, currencySymbol, labels }: PriceChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const accent = cssColor(element, '--color-accent', '#e4ae39');
    const muted = cssColor(element, '--color-text-muted', '#a2acc4');
    const grid = cssColor(element, '--color-border', '#243052');
    const axis = (scale: string, side: number, values: (value: number) => string, incrs?: number[]): uPlot.Axis => ({
      scale,
      side,
      stroke: muted,
      grid: { stroke: grid, width: 1, show: side === 3 },
      ticks: { show: false },
      values: (_plot, ticks) => distinctLabels(ticks.map(values)),
      ...(incrs ? { incrs } : {}),
      size: 64,
    });
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, volume: { range: (_plot, _min, max) => [0, Math.max(1, max) * 3] } },
      series: [
        {},
        { label: labels.median, scale: 'price', stroke: accent, width: 2, points: { show: true, size: 5, fill: accent } },
        { label: labels.volume, scale: 'volume', stroke: muted, fill: `${muted}55`, points: { show: false }, paths: uPlot.paths.bars!({ size: [0.6, 12] }) },
      ],
      axes: [
        // Spec §9's DD.MM.YYYY in every language, rather than uPlot's English month names; wide enough apart to fit.
        { stroke: muted, grid: { show: false }, ticks: { show: false }, space: 90, values: (_plot, ticks) => ticks.map(formatAxisDay) },
        axis('price', 3, (value) => formatPrice(value, currencySymbol), PRICE_AXIS_STEPS),
        axis('volume', 1, (value) => (Number.isInteger(value) ? String(value) : '')),
      ],
    };
    const chart = new uPlot(options, chartData(points), element);
    plot.current = chart;
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [points, currencySymbol, labels.median, labels.volume]);

  return <div ref={host} className="price-chart" aria-hidden="true" data-testid="price-chart" />;
}
