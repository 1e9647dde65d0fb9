// @parley/ui/charts — echarts-based charts, kept apart so the primitives do not load echarts.
export { BarChart, barChartOption, BAR_CHART_EMPTY_MAX, BAR_CHART_ANIMATION_MS } from './components/BarChart/index.ts';
export type { BarChartProps, BarSeries } from './components/BarChart/index.ts';
export { LineChart, lineChartOption, LINE_CHART_EMPTY_MAX } from './components/LineChart/index.ts';
export type { LineChartProps, LineSeries } from './components/LineChart/index.ts';
export { DonutChart, donutChartOption } from './components/DonutChart/index.ts';
export type { DonutChartProps, DonutSlice } from './components/DonutChart/index.ts';
