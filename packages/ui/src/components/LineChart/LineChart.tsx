import type { EChartsOption } from 'echarts';
import { useParleyBranding } from '../../theme/ParleyThemeProvider.tsx';
import { ChartFrame, useChartColours } from '../../internal/echarts.tsx';

export interface LineSeries {
  name: string;
  values: readonly number[];
}

export interface LineChartProps {
  label: string;
  categories: readonly string[];
  series: readonly LineSeries[];
  height?: number;
  animation?: boolean;
  colors?: readonly string[];
  /** Fill under the lines. */
  area?: boolean;
}

/** The y-axis top when the maximum is 0. */
export const LINE_CHART_EMPTY_MAX = 900;

export function lineChartOption(
  props: LineChartProps,
  palette: readonly string[],
  text: string,
  border: string,
): EChartsOption {
  const max = Math.max(0, ...props.series.flatMap((series) => series.values));
  return {
    color: [...(props.colors ?? palette)],
    animation: props.animation ?? true,
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: props.series.length > 1 ? { bottom: 0, textStyle: { color: text } } : undefined,
    grid: { left: 8, right: 16, top: 16, bottom: props.series.length > 1 ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: [...props.categories],
      axisLabel: { color: text },
      axisLine: { lineStyle: { color: border } },
    },
    yAxis: {
      type: 'value',
      max: max === 0 ? LINE_CHART_EMPTY_MAX : undefined,
      axisLabel: { color: text },
      splitLine: { lineStyle: { color: border } },
    },
    series: props.series.map((series) => ({
      type: 'line',
      name: series.name,
      data: [...series.values],
      smooth: true,
      areaStyle: props.area ? { opacity: 0.15 } : undefined,
    })),
  };
}

/** A line chart; the y-axis tops at 900 when the maximum is 0. */
export function LineChart(props: LineChartProps) {
  const { chartColors } = useParleyBranding();
  const colours = useChartColours();
  return (
    <ChartFrame
      label={props.label}
      height={props.height ?? 280}
      option={lineChartOption(props, chartColors, colours.muted, colours.border)}
    />
  );
}
