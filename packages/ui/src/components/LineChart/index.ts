export { LineChart, lineChartOption, LINE_CHART_EMPTY_MAX } from './LineChart.tsx';
export type { LineChartProps, LineSeries } from './LineChart.tsx';
