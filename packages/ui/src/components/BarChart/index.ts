export { BarChart, barChartOption, BAR_CHART_EMPTY_MAX, BAR_CHART_ANIMATION_MS } from './BarChart.tsx';
export type { BarChartProps, BarSeries } from './BarChart.tsx';
