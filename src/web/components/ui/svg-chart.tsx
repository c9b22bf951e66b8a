import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

/**
 * Small inline-SVG charts for the admin area: a line or bars over a series, with the figures in a
 * visually hidden table for screen readers. Hand-written because a chart library would weigh
 * more than the whole admin screen that uses it.
 */

export interface ChartPoint {
  /** Full label (a date, say), used in the hidden table and the hover title. */
  label: string;
  /** Short label for the x axis. */
  shortLabel?: string;
  value: number;
}

export interface SvgChartProps {
  kind: 'line' | 'bar';
  data: ChartPoint[];
  /** What the chart shows, for its accessible name and table caption ("Revenue per day"). */
  title: string;
  /** Column headings of the hidden table. */
  labelHeading: string;
  valueHeading: string;
  formatValue?: (value: number) => string;
  /** Axis ticks may be shorter than the values (₹1.2k rather than ₹1,200.00). */
  formatTick?: (value: number) => string;
  /** Whole-number values (counts): no ticks between them. */
  integer?: boolean;
  height?: number;
  className?: string;
}

const margin = { top: 12, right: 12, bottom: 28, left: 56 };

/** The container's width, followed as it resizes, so labels keep their size at any width. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** About four round steps from 0 to at least `max` (1, 2 or 5 × a power of ten). */
export function niceTicks(max: number, { count = 4, integer = false } = {}): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const step = integer ? Math.max(1, nice) : nice;
  const ticks: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Which x labels to draw so they do not overlap: about one per 70 pixels, always the last. */
function labelIndexes(n: number, plotWidth: number): Set<number> {
  const room = Math.max(2, Math.floor(plotWidth / 70));
  if (n <= room) return new Set(Array.from({ length: n }, (_, i) => i));
  const step = Math.ceil((n - 1) / (room - 1));
  const shown = new Set<number>();
  for (let i = 0; i < n; i += step) shown.add(i);
  // Drop the one before the last when it would crowd it.
  for (const i of shown) if (i !== n - 1 && n - 1 - i < step / 2) shown.delete(i);
  shown.add(n - 1);
  return shown;
}

export function SvgChart({
  kind,
  data,
  title,
  labelHeading,
  valueHeading,
  formatValue = String,
  formatTick = formatValue,
  integer = false,
  height = 240,
  className,
}: SvgChartProps) {
  const { ref, width } = useWidth(640);
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)), { integer });
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (v: number) => margin.top + plotH - (Math.max(0, v) / top) * plotH;
  const band = plotW / Math.max(1, data.length);
  const x = (i: number) =>
    kind === 'bar'
      ? margin.left + band * (i + 0.5)
      : margin.left + (data.length <= 1 ? plotW / 2 : (plotW * i) / (data.length - 1));
  const shownLabels = labelIndexes(data.length, plotW);
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const summary = `${title}: ${data.length} ${data.length === 1 ? 'entry' : 'entries'}, ${
    data.length > 0 ? `from ${data[0]!.label} to ${data[data.length - 1]!.label}, ` : ''
  }highest ${formatValue(Math.max(0, ...data.map((d) => d.value)))}, total ${formatValue(total)}.`;

  let marks: ReactNode;
  if (kind === 'bar') {
    const barW = Math.max(1, Math.min(40, band * 0.7));
    marks = data.map((d, i) => (
      <rect
        key={d.label}
        x={x(i) - barW / 2}
        y={y(d.value)}
        width={barW}
        height={Math.max(0, margin.top + plotH - y(d.value))}
        rx={Math.min(3, barW / 4)}
        className="fill-primary"
      >
        <title>{`${d.label}: ${formatValue(d.value)}`}</title>
      </rect>
    ));
  } else {
    const points = data.map((d, i) => `${x(i).toFixed(1)},${y(d.value).toFixed(1)}`);
    const baseline = margin.top + plotH;
    marks = (
      <>
        {data.length > 1 ? (
          <polygon
            points={`${x(0)},${baseline} ${points.join(' ')} ${x(data.length - 1)},${baseline}`}
            className="fill-primary/10"
          />
        ) : null}
        <polyline
          points={points.join(' ')}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-primary"
        />
        {data.map((d, i) => (
          <g key={d.label}>
            {data.length <= 45 ? (
              <circle cx={x(i)} cy={y(d.value)} r={3} className="fill-card stroke-primary" />
            ) : null}
            {/* A full-height strip per point, so hovering anywhere above a day names it. */}
            <rect x={x(i) - band / 2} y={margin.top} width={band} height={plotH} fill="transparent">
              <title>{`${d.label}: ${formatValue(d.value)}`}</title>
            </rect>
          </g>
        ))}
      </>
    );
  }

  return (
    <figure className={cn('w-full', className)}>
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full text-muted-foreground"
        >
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(t)}
                y2={y(t)}
                className="stroke-border"
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
              <text
                x={margin.left - 8}
                y={y(t)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-current text-[11px]"
              >
                {formatTick(t)}
              </text>
            </g>
          ))}
          {marks}
          {data.map((d, i) =>
            shownLabels.has(i) ? (
              <text
                key={d.label}
                x={x(i)}
                y={height - 8}
                textAnchor={
                  // The end labels of a crowded axis keep inside the picture.
                  data.length > 1 && (kind === 'line' || band < 48)
                    ? i === 0
                      ? 'start'
                      : i === data.length - 1
                        ? 'end'
                        : 'middle'
                    : 'middle'
                }
                className="fill-current text-[11px]"
              >
                {d.shortLabel ?? d.label}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
