import type { Chart, Plugin } from 'chart.js';
import type { ChartAxis } from '@tessera/domain';
import { formatDataValue, type DataFormat } from '../shared/numbers.js';

/** The text drawn on a data point for an internal_labels choice; null draws nothing. */
export function internalLabelText(
  mode: ChartAxis['internal_labels'],
  name: string,
  value: number | null,
  format: DataFormat,
): string | null {
  if (value === null) return null;
  const shown = formatDataValue(value, format);
  switch (mode) {
    case 'None':
      return null;
    case 'Name':
      return name;
    case 'Value':
      return shown;
    case 'Name and value':
      return `${name}: ${shown}`;
  }
}

function labelText(label: unknown): string {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}

/** Draws each axis's internal labels on its points (Chart.js has no built-in data labels). */
export function internalLabelsPlugin(
  modes: readonly ChartAxis['internal_labels'][],
  format: DataFormat,
): Plugin {
  return {
    id: 'tesseraInternalLabels',
    afterDatasetsDraw(chart: Chart) {
      const { ctx } = chart;
      const labels = chart.data.labels ?? [];
      chart.data.datasets.forEach((dataset, datasetIndex) => {
        const mode = modes[datasetIndex] ?? 'None';
        if (mode === 'None' || !chart.isDatasetVisible(datasetIndex)) return;
        const meta = chart.getDatasetMeta(datasetIndex);
        meta.data.forEach((element, index) => {
          const raw = dataset.data[index];
          const value = typeof raw === 'number' ? raw : null;
          const text = internalLabelText(mode, labelText(labels[index]), value, format);
          if (!text) return;
          const { x, y } = element.tooltipPosition(true);
          ctx.save();
          ctx.font = '12px sans-serif';
          ctx.fillStyle = '#111827';
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(text, x ?? 0, y ?? 0);
          ctx.restore();
        });
      });
    },
  };
}
