/**
 * `@familyhub/ui/charts`: the one chart family of FamilyHub (on recharts), themed for light and dark, each chart with a
 * text summary and its numbers as a table. A separate entry point from `@familyhub/ui` so the chart library is loaded
 * only by the screens that draw a chart (import it from a lazily loaded screen or component).
 */
export { ChartFigure, type ChartColumn, type ChartFigureProps } from './chart-figure';
export {
  BarChart,
  LineChart,
  ShareChart,
  chartColors,
  seriesSummary,
  shareSummary,
  type ChartRow,
  type ChartSeries,
  type SeriesChartProps,
  type ShareChartProps,
} from './charts';
