import './chartRegistry.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { buildChartConfig } from './chartConfig.js';
import { internalLabelsPlugin } from './internalLabels.js';

/** A chart of the block's axis columns against its x_axis column. */
export function ChartBlock({ block, data }: BlockRendererProps) {
  const parsed = useBlockSettings('chart', block);
  const rows = data?.rows;
  const config = useMemo(
    () => (parsed.success && rows ? buildChartConfig(parsed.settings, rows) : null),
    [parsed, rows],
  );
  const plugins = useMemo(
    () =>
      parsed.success
        ? [
            internalLabelsPlugin(
              parsed.settings.axis.map((axis) => axis.internal_labels),
              parsed.settings.Data_Format,
            ),
          ]
        : [],
    [parsed],
  );
  if (!parsed.success) return <InvalidSettings type="chart" message={parsed.message} />;
  const settings = parsed.settings;
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Chart"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      {settings.axis.length === 0 ? (
        <p className="ts-block__empty">Choose the columns to chart in the block settings.</p>
      ) : config ? (
        <div
          className="ts-chart"
          role="img"
          aria-label={`${settings.title || 'Chart'} (${config.type} chart)`}
        >
          <Chart type={config.type} data={config.data} options={config.options} plugins={plugins} />
        </div>
      ) : (
        <p className="ts-block__empty">Loading…</p>
      )}
    </BlockFrame>
  );
}
