import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart as RechartsLineChart,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { uiMessages, useUiMessages } from '../messages';
// The shared singleton, never a relative path: the member's formats live in one instance.
import { currentLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import { ChartFigure } from './chart-figure';

/** Series colours: theme tokens (libs/ui/src/theme.css), so light and dark each get readable colours. */
export const chartColors = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const;

export interface ChartSeries {
  /** The row key holding this series' numbers. */
  key: string;
  /** How a person names the series (legend, tooltip, table header). */
  label: string;
  /** A theme colour; defaults to the next of `chartColors`. */
  color?: string;
}

export type ChartRow = Record<string, string | number | null>;

export interface SeriesChartProps {
  title: string;
  description?: string;
  /** One row per point on the x axis (a day, a month, a category). */
  data: ChartRow[];
  /** The row key of the x axis label. */
  xKey: string;
  /** The x axis' name in the table of numbers ("Day", "Month", …). */
  xLabel: string;
  series: ChartSeries[];
  /** How a number reads (e.g. `formatMoney`, `(v) => \`${v} oz\``). */
  formatValue?: (value: number) => string;
  /** A line across the chart, e.g. a daily goal or a monthly budget. */
  goal?: { value: number; label: string };
  /** A fixed value axis: exactly these ticks, lowest to highest, the axis running from the first to the last. */
  valueTicks?: number[];
  /** Replaces the generated summary sentence. */
  summary?: string;
  height?: number;
  className?: string;
}

const axisTick = { fill: 'var(--chart-axis)', fontSize: 12 };
/** A value in the member's numbers ("1,5" in Spanish); a chart draws again when the language changes. */
const plain = (value: number) => formatsFor(currentLanguageSettings()).number(value);

/** Room for one character of a 12 px axis label: digits and currency signs are the widest, about 0.6 em. */
const AXIS_CHAR_PX = 7.5;
/** The tick line and its margin beside the label, and a little air. */
const AXIS_GAP_PX = 14;
const MIN_VALUE_AXIS_PX = 40;

/**
 * The values whose labels can stand on the value axis: the ones given, and the round number at or above the
 * largest (the axis' top tick is never higher: nice ticks divide a power of ten), likewise below the lowest.
 */
function axisExtremes(values: number[]): number[] {
  const roundAbove = (v: number) => (v === 0 ? 0 : Math.sign(v) * 10 ** Math.ceil(Math.log10(Math.abs(v))));
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  return [...values, highest, roundAbove(highest), lowest, roundAbove(lowest)];
}

/** The value axis' width in pixels: wide enough for its longest label ("$2,000.00"), so none is cut off. */
function valueAxisWidth(
  props: Pick<SeriesChartProps, 'data' | 'series' | 'formatValue' | 'goal' | 'valueTicks'>,
): number {
  const format = props.formatValue ?? plain;
  const values = props.valueTicks?.length
    ? props.valueTicks
    : axisExtremes([
        ...props.data.flatMap((row) =>
          props.series.map((s) => row[s.key]).filter((v): v is number => typeof v === 'number'),
        ),
        ...(props.goal ? [props.goal.value] : []),
      ]);
  const longest = Math.max(0, ...values.map((v) => format(v).length));
  return Math.max(MIN_VALUE_AXIS_PX, Math.ceil(longest * AXIS_CHAR_PX + AXIS_GAP_PX));
}

function tableOf(props: SeriesChartProps) {
  const format = props.formatValue ?? plain;
  return {
    columns: [
      { key: props.xKey, label: props.xLabel },
      ...props.series.map((s) => ({ key: s.key, label: s.label })),
    ],
    rows: props.data.map((row) => ({
      [props.xKey]: row[props.xKey],
      ...Object.fromEntries(
        props.series.map((s) => {
          const value = row[s.key];
          return [s.key, typeof value === 'number' ? format(value) : '—'];
        }),
      ),
    })),
  };
}

/** "Highest: Tue (64 oz). Goal 64 oz." — the sentence beside a chart when the caller gives none. */
export function seriesSummary(
  props: Pick<SeriesChartProps, 'data' | 'xKey' | 'series' | 'formatValue' | 'goal'>,
  t: typeof uiMessages.t = uiMessages.t,
) {
  const format = props.formatValue ?? plain;
  if (props.data.length === 0) return t('chart.noData');
  const parts = props.series.map((s) => {
    const points = props.data
      .map((row) => ({ x: row[props.xKey], y: row[s.key] }))
      .filter((p): p is { x: string | number; y: number } => typeof p.y === 'number' && p.x !== null);
    if (points.length === 0) return t('chart.series.noData', { series: s.label });
    const highest = points.reduce((a, b) => (b.y > a.y ? b : a));
    const total = points.reduce((sum, p) => sum + p.y, 0);
    return t('chart.series.summary', {
      series: s.label,
      highest: format(highest.y),
      at: highest.x,
      total: format(total),
    });
  });
  if (props.goal) parts.push(t('chart.goal', { goal: props.goal.label, value: format(props.goal.value) }));
  return parts.join(' ');
}

function Axes({
  xKey,
  formatValue,
  valueTicks,
  valueWidth,
}: {
  xKey: string;
  formatValue?: (value: number) => string;
  valueTicks?: number[];
  valueWidth: number;
}) {
  return (
    <>
      <CartesianGrid stroke="var(--chart-grid)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey} tick={axisTick} tickLine={false} axisLine={{ stroke: 'var(--chart-grid)' }} />
      <YAxis
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={valueWidth}
        tickFormatter={(v: number) => (formatValue ?? plain)(v)}
        {...(valueTicks?.length
          ? {
              domain: [valueTicks[0], valueTicks[valueTicks.length - 1]],
              ticks: valueTicks,
              interval: 0,
              allowDataOverflow: true,
            }
          : {})}
      />
    </>
  );
}

const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
  },
  labelStyle: { color: 'var(--popover-foreground)' },
} as const;

/** Bars per x value (one bar per series): spending by month, water by day. */
export function BarChart(props: SeriesChartProps) {
  const t = useUiMessages();
  const format = props.formatValue ?? plain;
  return (
    <ChartFigure
      title={props.title}
      description={props.description}
      summary={props.summary ?? seriesSummary(props, t)}
      table={tableOf(props)}
      className={props.className}
    >
      <ResponsiveContainer
        width="100%"
        height={props.height ?? 220}
        initialDimension={{ width: 320, height: 220 }}
      >
        <RechartsBarChart
          data={props.data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <Axes
            xKey={props.xKey}
            formatValue={props.formatValue}
            valueTicks={props.valueTicks}
            valueWidth={valueAxisWidth(props)}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => (typeof value === 'number' ? format(value) : value)}
          />
          {props.series.length > 1 ? <Legend /> : null}
          {props.series.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color ?? chartColors[index % chartColors.length]}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
          {props.goal ? (
            <ReferenceLine
              y={props.goal.value}
              stroke="var(--chart-axis)"
              strokeDasharray="4 4"
              label={props.goal.label}
            />
          ) : null}
        </RechartsBarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** A line per series over time: mood, energy and stress over a week. */
export function LineChart(props: SeriesChartProps) {
  const t = useUiMessages();
  const format = props.formatValue ?? plain;
  return (
    <ChartFigure
      title={props.title}
      description={props.description}
      summary={props.summary ?? seriesSummary(props, t)}
      table={tableOf(props)}
      className={props.className}
    >
      <ResponsiveContainer
        width="100%"
        height={props.height ?? 220}
        initialDimension={{ width: 320, height: 220 }}
      >
        <RechartsLineChart
          data={props.data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <Axes
            xKey={props.xKey}
            formatValue={props.formatValue}
            valueTicks={props.valueTicks}
            valueWidth={valueAxisWidth(props)}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => (typeof value === 'number' ? format(value) : value)}
          />
          {props.series.length > 1 ? <Legend /> : null}
          {props.series.map((s, index) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color ?? chartColors[index % chartColors.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
          {props.goal ? (
            <ReferenceLine
              y={props.goal.value}
              stroke="var(--chart-axis)"
              strokeDasharray="4 4"
              label={props.goal.label}
            />
          ) : null}
        </RechartsLineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export interface ShareChartProps {
  title: string;
  description?: string;
  /** The parts of the whole: spending by category, time by activity. */
  data: { label: string; value: number; color?: string }[];
  /** The table's header for the labels ("Category"). */
  labelName: string;
  /** The table's header for the values ("Spent"). */
  valueName: string;
  formatValue?: (value: number) => string;
  summary?: string;
  height?: number;
  className?: string;
}

/** "Groceries 45% (…), Bills 30% (…), …" */
export function shareSummary(
  data: ShareChartProps['data'],
  format: (value: number) => string = plain,
  t: typeof uiMessages.t = uiMessages.t,
) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  if (total <= 0) return t('chart.noData');
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const parts = sorted.map((d) =>
    t('chart.share.part', {
      label: d.label,
      percent: Math.round((d.value / total) * 100),
      value: format(d.value),
    }),
  );
  return t('chart.share.summary', { total: format(total), parts: parts.join(', ') });
}

/** A donut of parts of a whole, with the shares in its summary and table. */
export function ShareChart(props: ShareChartProps) {
  const t = useUiMessages();
  const format = props.formatValue ?? plain;
  const total = props.data.reduce((sum, d) => sum + d.value, 0);
  return (
    <ChartFigure
      title={props.title}
      description={props.description}
      summary={props.summary ?? shareSummary(props.data, format, t)}
      table={{
        columns: [
          { key: 'label', label: props.labelName },
          { key: 'value', label: props.valueName },
          { key: 'share', label: t('chart.share.column') },
        ],
        rows: props.data.map((d) => ({
          label: d.label,
          value: format(d.value),
          share:
            total > 0
              ? formatsFor(currentLanguageSettings()).number(Math.round((d.value / total) * 100) / 100, {
                  style: 'percent',
                })
              : '—',
        })),
      }}
      className={props.className}
    >
      <ResponsiveContainer
        width="100%"
        height={props.height ?? 220}
        initialDimension={{ width: 320, height: 220 }}
      >
        <PieChart accessibilityLayer={false}>
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => (typeof value === 'number' ? format(value) : value)}
          />
          <Legend />
          <Pie
            rootTabIndex={-1}
            data={props.data}
            dataKey="value"
            nameKey="label"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={1}
            isAnimationActive={false}
          >
            {props.data.map((d, index) => (
              <Cell key={d.label} fill={d.color ?? chartColors[index % chartColors.length]} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
