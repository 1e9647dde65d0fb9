import type { EChartsOption } from 'echarts';
import { useParleyBranding } from '../../theme/ParleyThemeProvider.tsx';
import { ChartFrame, useChartColours } from '../../internal/echarts.tsx';

export interface DonutSlice {
  name: string;
  value: number;
}

export interface DonutChartProps {
  label: string;
  data: readonly DonutSlice[];
  /** Text in the hole, e.g. '72.50%'. */
  centerText?: string;
  /** A smaller line under the centre text. */
  centerSubtext?: string;
  height?: number;
  animation?: boolean;
  /** Overrides the palette from the theme settings (default seven colours). */
  colors?: readonly string[];
}

export function donutChartOption(
  props: DonutChartProps,
  palette: readonly string[],
  text: string,
  muted: string,
  surface: string,
): EChartsOption {
  return {
    color: [...(props.colors ?? palette)],
    animation: props.animation ?? true,
    aria: { enabled: true },
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, textStyle: { color: muted } },
    title: undefined,
    graphic: props.centerText
      ? [
          {
            type: 'text',
            left: 'center',
            top: props.centerSubtext ? '36%' : '40%',
            style: { text: props.centerText, fill: text, fontSize: 20, fontWeight: 600 },
          },
          ...(props.centerSubtext
            ? [
                {
                  type: 'text' as const,
                  left: 'center',
                  top: '47%',
                  style: { text: props.centerSubtext, fill: muted, fontSize: 12 },
                },
              ]
            : []),
        ]
      : undefined,
    series: [
      {
        type: 'pie',
        radius: ['52%', '72%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: surface, borderWidth: 2 },
        data: props.data.map((slice) => ({ ...slice })),
      },
    ],
  };
}

/** A donut chart with text in the centre; colours come from the theme settings. */
export function DonutChart(props: DonutChartProps) {
  const { chartColors } = useParleyBranding();
  const colours = useChartColours();
  return (
    <ChartFrame
      label={props.label}
      height={props.height ?? 280}
      option={donutChartOption(props, chartColors, colours.text, colours.muted, colours.surface)}
    />
  );
}
