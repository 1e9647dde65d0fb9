export { DonutChart, donutChartOption } from './DonutChart.tsx';
export type { DonutChartProps, DonutSlice } from './DonutChart.tsx';
