import { BarChart, LineChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts through its modular core (ADR 025): bars and lines, their grid, legend and tooltip, drawn as SVG. Only
 * `chart.tsx` imports this, and lazily, so the chart code is its own chunk that no page without a chart loads.
 */
echarts.use([BarChart, LineChart, GridSimpleComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export { echarts };
