import { useMemo } from 'react';
import styled from 'styled-components';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GraphicComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsOption } from 'echarts';

// Only the parts the charts use are registered, so the bundle stays small.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  GraphicComponent,
  AriaComponent,
  SVGRenderer,
]);

export interface ChartColours {
  text: string;
  muted: string;
  border: string;
  surface: string;
}

/** Reads the colour tokens (echarts needs real colours, not CSS variables). */
export function useChartColours(): ChartColours {
  return useMemo(() => {
    const styles = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) =>
      styles?.getPropertyValue(`--parley-color-${name}`).trim() || fallback;
    return {
      text: read('text', 'currentColor'),
      muted: read('text-muted', 'currentColor'),
      border: read('border', 'currentColor'),
      surface: read('surface', 'transparent'),
    };
  }, []);
}

export interface ChartFrameProps {
  /** Accessible name and description of the chart. */
  label: string;
  option: EChartsOption;
  height: number;
}

/** An echarts canvas (SVG renderer) named for assistive technology. */
export function ChartFrame({ label, option, height }: ChartFrameProps) {
  return (
    <StyledChartFrame role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height, width: '100%' }}
        opts={{ renderer: 'svg' }}
      />
    </StyledChartFrame>
  );
}

const StyledChartFrame = styled.div`
  width: 100%;
  min-width: 0;
`;
