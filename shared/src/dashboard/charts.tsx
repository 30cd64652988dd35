// Small SVG charts for dashboards (revenue, views): no chart library on the page, readable by screen readers
// (role="img" with a summary, and the same figures as a table behind "Show as table").
import { useId, type ReactNode, type RefCallback } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from './use-element-width';

export interface ChartPoint {
  /** Axis label (a day, a month). */
  label: string;
  value: number;
  /** The same point in the previous period, drawn beside it. */
  previous?: number;
  /** A period not over yet (today, this month): drawn lighter, its line dashed, and labelled "so far". */
  partial?: boolean;
}

export interface ChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** How values are written (money, counts) on the axis, the tooltips and the table. */
  format?: (value: number) => string;
  /** Name of the current and the previous series (legend and table headers). */
  seriesLabel?: string;
  previousLabel?: string;
  height?: number;
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  .current {
    fill: ${({ theme }) => theme.colors.primary};
    stroke: ${({ theme }) => theme.colors.primary};
  }
  .previous {
    fill: ${({ theme }) => theme.colors.muted};
    stroke: ${({ theme }) => theme.colors.muted};
  }
  .partial {
    opacity: 0.55;
  }
  .axis {
    fill: ${({ theme }) => theme.colors.muted};
    font-size: 11px;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.surfaceAlt};
  }
  details {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;
const Legend = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.9em;
  span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: 6px;
    border-radius: 2px;
    vertical-align: -1px;
  }
  .current::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  .previous::before {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

/** The widest a chart is drawn, in viewBox units; on a narrower screen it is drawn at the width it has (see useFigureWidth). */
const WIDTH = 640;
/** The narrowest drawing: below it the chart scales down rather than crowd its axis. */
const MIN_WIDTH = 280;
/** Room one axis label needs ("25 Nov", "€1,000.00"), in viewBox units. */
const LABEL_SLOT = 56;

/**
 * The figure's width in CSS pixels (clamped to MIN_WIDTH…WIDTH), so that on a phone the chart is drawn one unit to a
 * pixel and its 11 px labels stay 11 px, instead of a 640-unit drawing shrunk to half size. Without ResizeObserver
 * (tests, old browsers) the chart is drawn at WIDTH and scaled as before.
 */
function useFigureWidth(): [RefCallback<HTMLElement>, number] {
  const [ref, measured] = useElementWidth();
  return [ref, measured === null ? WIDTH : Math.max(MIN_WIDTH, Math.min(WIDTH, measured))];
}
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
/** Width of one 11 px axis character, generously (digits, "€", a no-break space), in viewBox units. */
const AXIS_CHAR = 6.6;

/** The left margin the value axis needs: its longest label ("1000,00 €" in pt) never runs off the chart. */
export function axisLeft(labels: readonly string[]): number {
  return Math.max(PAD.left, Math.ceil(Math.max(0, ...labels.map((l) => l.length)) * AXIS_CHAR) + 10);
}

/**
 * A round upper bound for the axis (1, 2 or 5 × 10ⁿ) so the grid lines fall on readable values. For whole numbers
 * (counts, cents) the bound is also divisible by 4, so none of the four grid lines reads "12.5 views".
 */
export function niceMax(max: number, wholeNumbers = false): number {
  if (max <= 0) return wholeNumbers ? 4 : 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const steps = wholeNumbers ? [1, 2, 4, 5, 6, 8, 10, 20] : [1, 2, 5, 10];
  for (const step of steps) {
    const top = step * magnitude;
    if (top >= max && (!wholeNumbers || Number.isInteger(top / 4))) return top;
  }
  return 10 * magnitude;
}

/** A point's name in tooltips and the table: "25 Nov (so far)" for a period not over yet. */
function usePointLabel(): (p: ChartPoint) => string {
  const { t } = useTranslation('common');
  return (p) => (p.partial ? t('dashboard.partialPeriod', { label: p.label }) : p.label);
}

function ChartTable({
  points,
  format,
  seriesLabel,
  previousLabel,
}: Required<Pick<ChartProps, 'points' | 'format'>> & {
  seriesLabel: string;
  previousLabel: string | undefined;
}): ReactNode {
  const { t } = useTranslation('common');
  const pointLabel = usePointLabel();
  const hasPrevious = points.some((p) => p.previous !== undefined);
  return (
    <details>
      <summary>{t('dashboard.showTable')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.period')}</th>
            <th scope="col">{seriesLabel}</th>
            {hasPrevious && <th scope="col">{previousLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{pointLabel(p)}</th>
              <td>{format(p.value)}</td>
              {hasPrevious && <td>{p.previous === undefined ? '' : format(p.previous)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Under each chart: the legend (when a previous period is drawn) and the same figures as a table. */
function ChartFooter(props: Parameters<typeof ChartTable>[0] & { showLegend: boolean }): ReactNode {
  const { showLegend, ...table } = props;
  return (
    <>
      {showLegend && (
        <Legend aria-hidden="true">
          <span className="current">{table.seriesLabel}</span>
          <span className="previous">{table.previousLabel}</span>
        </Legend>
      )}
      <ChartTable {...table} />
    </>
  );
}

function useChartFrame(props: ChartProps, width: number) {
  const { t } = useTranslation('common');
  const format = props.format ?? ((v: number) => String(v));
  const height = props.height ?? 220;
  const values = props.points.flatMap((p) => [p.value, p.previous ?? 0]);
  const max = niceMax(Math.max(0, ...values), values.every(Number.isInteger));
  const innerH = height - PAD.top - PAD.bottom;
  const steps = [0, 0.25, 0.5, 0.75, 1];
  const left = axisLeft(steps.map((f) => format(max * f)));
  const innerW = width - left - PAD.right;
  const y = (v: number) => PAD.top + innerH - (Math.max(0, v) / max) * innerH;
  const total = props.points.reduce((sum, p) => sum + p.value, 0);
  const summary = t('dashboard.chartSummary', { title: props.title, count: props.points.length, total: format(total) });
  const grid = steps.map((f) => (
    <g key={f}>
      <line className="grid" x1={left} x2={width - PAD.right} y1={y(max * f)} y2={y(max * f)} />
      <text className="axis" x={left - 6} y={y(max * f) + 4} textAnchor="end">
        {format(max * f)}
      </text>
    </g>
  ));
  // At most ~8 axis labels, fewer on a narrow drawing, so they never overlap.
  const every = Math.max(1, Math.ceil(props.points.length / Math.max(2, Math.min(8, Math.floor(innerW / LABEL_SLOT)))));
  return {
    t,
    format,
    height,
    left,
    innerW,
    y,
    summary,
    grid,
    every,
    seriesLabel: props.seriesLabel ?? t('dashboard.current'),
    previousLabel: props.previousLabel,
  };
}

export function BarChart(props: ChartProps): ReactNode {
  const [figure, width] = useFigureWidth();
  const { format, height, left, innerW, y, summary, grid, every, seriesLabel, previousLabel } = useChartFrame(
    props,
    width,
  );
  const id = useId();
  const pointLabel = usePointLabel();
  const n = Math.max(1, props.points.length);
  const slot = innerW / n;
  const hasPrevious = props.points.some((p) => p.previous !== undefined);
  const barW = Math.max(2, (slot * 0.7) / (hasPrevious ? 2 : 1));
  return (
    <Figure ref={figure} aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`}>{props.title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        {grid}
        {props.points.map((p, i) => {
          const x = left + i * slot + slot * 0.15;
          const base = y(0);
          return (
            <g key={p.label}>
              {hasPrevious && p.previous !== undefined && (
                <rect className="previous" x={x} y={y(p.previous)} width={barW} height={base - y(p.previous)}>
                  <title>{`${pointLabel(p)} · ${previousLabel ?? ''} ${format(p.previous)}`}</title>
                </rect>
              )}
              <rect
                className={p.partial ? 'current partial' : 'current'}
                x={hasPrevious ? x + barW : x}
                y={y(p.value)}
                width={barW}
                height={base - y(p.value)}
              >
                <title>{`${pointLabel(p)} · ${format(p.value)}`}</title>
              </rect>
              {i % every === 0 && (
                <text className="axis" x={x + (hasPrevious ? barW : barW / 2)} y={height - 8} textAnchor="middle">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartFooter
        points={props.points}
        format={format}
        seriesLabel={seriesLabel}
        previousLabel={previousLabel}
        showLegend={hasPrevious}
      />
    </Figure>
  );
}

export function LineChart(props: ChartProps): ReactNode {
  const [figure, width] = useFigureWidth();
  const { format, height, left, innerW, y, summary, grid, every, seriesLabel, previousLabel } = useChartFrame(
    props,
    width,
  );
  const id = useId();
  const pointLabel = usePointLabel();
  const n = props.points.length;
  const x = (i: number) => left + (n <= 1 ? innerW / 2 : (i / (n - 1)) * innerW);
  // A period not over yet (at the end) is joined by a dashed segment, so a partial day does not read as a fall.
  const settled = props.points.findIndex((p) => p.partial);
  const solidEnd = settled === -1 ? n : Math.max(1, settled);
  const line = (values: (number | undefined)[]) =>
    values
      .map((v, i) => (v === undefined ? null : `${x(i)},${y(v)}`))
      .filter(Boolean)
      .join(' ');
  const hasPrevious = props.points.some((p) => p.previous !== undefined);
  return (
    <Figure ref={figure} aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`}>{props.title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        {grid}
        {hasPrevious && (
          <polyline
            className="previous"
            fill="none"
            strokeWidth={2}
            strokeDasharray="4 4"
            style={{ fill: 'none' }}
            points={line(props.points.map((p) => p.previous))}
          />
        )}
        <polyline
          className="current"
          strokeWidth={2.5}
          style={{ fill: 'none' }}
          points={line(props.points.map((p, i) => (i < solidEnd ? p.value : undefined)))}
        />
        {solidEnd < n && (
          <polyline
            className="current partial"
            data-partial="true"
            strokeWidth={2.5}
            strokeDasharray="5 4"
            style={{ fill: 'none' }}
            points={line(props.points.map((p, i) => (i >= solidEnd - 1 ? p.value : undefined)))}
          />
        )}
        {props.points.map((p, i) => (
          <g key={p.label}>
            <circle className={p.partial ? 'current partial' : 'current'} cx={x(i)} cy={y(p.value)} r={3}>
              <title>{`${pointLabel(p)} · ${format(p.value)}`}</title>
            </circle>
            {i % every === 0 && (
              <text className="axis" x={x(i)} y={height - 8} textAnchor="middle">
                {p.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <ChartFooter
        points={props.points}
        format={format}
        seriesLabel={seriesLabel}
        previousLabel={previousLabel}
        showLegend={hasPrevious}
      />
    </Figure>
  );
}
