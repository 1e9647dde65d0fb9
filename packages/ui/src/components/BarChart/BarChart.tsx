import type { EChartsOption } from 'echarts';
import { useParleyBranding } from '../../theme/ParleyThemeProvider.tsx';
import { ChartFrame, useChartColours } from '../../internal/echarts.tsx';

export interface BarSeries {
  name: string;
  values: readonly number[];
}

export interface BarChartProps {
  label: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  height?: number;
  /** Animate the bars (1 s); off for visual tests. */
  animation?: boolean;
  /** Overrides the palette from the theme settings. */
  colors?: readonly string[];
  stacked?: boolean;
}

/** The y-axis top when every value is 0, so an empty chart still has a scale. */
export const BAR_CHART_EMPTY_MAX = 20;
export const BAR_CHART_ANIMATION_MS = 1000;

/** Builds the echarts option (exported for tests). */
export function barChartOption(
  props: BarChartProps,
  palette: readonly string[],
  text: string,
  border: string,
): EChartsOption {
  const allZero = props.series.every((series) => series.values.every((value) => value === 0));
  return {
    color: [...(props.colors ?? palette)],
    animation: props.animation ?? true,
    animationDuration: BAR_CHART_ANIMATION_MS,
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: props.series.length > 1 ? { bottom: 0, textStyle: { color: text } } : undefined,
    grid: { left: 8, right: 8, top: 16, bottom: props.series.length > 1 ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: [...props.categories],
      axisLabel: { color: text },
      axisLine: { lineStyle: { color: border } },
    },
    yAxis: {
      type: 'value',
      max: allZero ? BAR_CHART_EMPTY_MAX : undefined,
      axisLabel: { color: text },
      splitLine: { lineStyle: { color: border } },
    },
    series: props.series.map((series) => ({
      type: 'bar',
      name: series.name,
      data: [...series.values],
      stack: props.stacked ? 'total' : undefined,
      barMaxWidth: 32,
    })),
  };
}

/** A bar chart; the y-axis reaches 20 when all values are 0; bars grow in 1 s. */
export function BarChart(props: BarChartProps) {
  const { chartColors } = useParleyBranding();
  const colours = useChartColours();
  return (
    <ChartFrame
      label={props.label}
      height={props.height ?? 280}
      option={barChartOption(props, chartColors, colours.muted, colours.border)}
    />
  );
}
