import { cn } from '@web/lib/cn.ts';

export interface SparkChartPoint {
  /** The x label as written in the table (a date, say). */
  label: string;
  value: number;
}

export interface SparkBarChartProps {
  data: SparkChartPoint[];
  /** What the picture shows, in a sentence (the image's accessible name). */
  summary: string;
  /** Column headings of the visually hidden table that carries the values. */
  labelHeading: string;
  valueHeading: string;
  formatValue: (value: number) => string;
  /** A short x label for the axis under the bars (the first, middle and last are shown). */
  formatLabel?: (label: string) => string;
  className?: string;
}

const barGap = 0.2;

/**
 * A tiny bar chart drawn as inline SVG, so the admin bundle carries no charting library. The
 * picture is one image with a summary for screen readers; the numbers are in a hidden table.
 */
export function SparkBarChart({
  data,
  summary,
  labelHeading,
  valueHeading,
  formatValue,
  formatLabel = (l) => l,
  className,
}: SparkBarChartProps) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const n = Math.max(data.length, 1);
  const ticks = data.length > 2 ? [0, Math.floor((data.length - 1) / 2), data.length - 1] : [];
  return (
    <figure className={cn('m-0', className)}>
      <div className="flex items-start gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 w-16 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
        >
          <span>{formatValue(max)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${n} 100`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 overflow-visible border-b border-l border-border"
        >
          {data.map((d, i) => {
            const h = max > 0 ? (d.value / max) * 100 : 0;
            return (
              <rect
                key={d.label}
                x={i + barGap / 2}
                width={1 - barGap}
                y={100 - h}
                height={h}
                className="fill-primary"
              >
                <title>{`${formatLabel(d.label)}: ${formatValue(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {ticks.length > 0 ? (
        <div
          aria-hidden="true"
          className="mt-1 flex justify-between pl-18 text-xs text-muted-foreground"
        >
          {ticks.map((i) => (
            <span key={i}>{formatLabel(data[i]!.label)}</span>
          ))}
        </div>
      ) : null}
      {/* A table cannot shrink below its content, so the wrapper is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>{summary}</caption>
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
      </div>
    </figure>
  );
}
