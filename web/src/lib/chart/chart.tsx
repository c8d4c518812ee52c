import { useEffect, useRef } from 'react';

/** One line or bar series of a chart. */
export type TChartSeries = { name: string; kind: 'bar' | 'line'; values: number[] };

type TChartProps = {
  /** The x axis' labels (or the y axis' for a horizontal chart), one per value. */
  labels: string[];
  series: TChartSeries[];
  /** What the chart shows, for screen readers (the chart itself is an image to them). */
  ariaLabel: string;
  /** Formats a value in the tooltip and on the value axis (money, counts). */
  formatValue?: (value: number) => string;
  isHorizontal?: boolean;
  /** Whole units (counts, or money in cents): the value axis steps by at least 1, never by a fraction of a cent. */
  isWhole?: boolean;
  height?: number;
};

const PALETTE = ['#1f6f8b', '#e07a5f', '#81b29a', '#f2cc8f', '#6d597a', '#3d405b'];

function optionOf({ labels, series, formatValue = String, isHorizontal = false, isWhole = false }: TChartProps) {
  const category = { type: 'category' as const, data: labels, axisTick: { alignWithLabel: true } };
  const value = {
    type: 'value' as const,
    minInterval: isWhole ? 1 : undefined,
    axisLabel: { formatter: (v: number) => formatValue(v) },
  };
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    legend: series.length > 1 ? { top: 0 } : undefined,
    tooltip: {
      trigger: 'axis' as const,
      valueFormatter: (v: unknown) => (typeof v === 'number' ? formatValue(v) : String(v ?? '')),
    },
    xAxis: isHorizontal ? value : category,
    yAxis: isHorizontal ? { ...category, inverse: true } : value,
    series: series.map((s) => ({
      name: s.name,
      type: s.kind,
      data: s.values,
      barMaxWidth: 28,
    })),
  };
}

/**
 * A chart drawn by ECharts (ADR 025), loaded when the first chart mounts and never before, so a page paints its
 * figures first. It follows its box's width (phones, iPads and desktops alike).
 */
export function Chart(props: TChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const option = JSON.stringify({
    labels: props.labels,
    series: props.series,
    isHorizontal: props.isHorizontal,
    isWhole: props.isWhole,
  });
  // The formatter changes identity on every render of the caller; the chart reads the latest one when it draws.
  const format = useRef(props.formatValue);
  format.current = props.formatValue;

  useEffect(() => {
    let isCancelled = false;
    let dispose = () => {};
    void import('./echarts.setup').then(({ echarts }) => {
      const element = box.current;
      if (isCancelled || !element) return;
      const chart = echarts.init(element, undefined, { renderer: 'svg' });
      const formatValue = (v: number) => (format.current ?? String)(v);
      chart.setOption(optionOf({ ...(JSON.parse(option) as TChartProps), formatValue, ariaLabel: '' }));
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(element);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      isCancelled = true;
      dispose();
    };
  }, [option]);

  return (
    <div
      ref={box}
      className="chart"
      role="img"
      aria-label={props.ariaLabel}
      style={{ height: props.height ?? 260, width: '100%' }}
    />
  );
}
