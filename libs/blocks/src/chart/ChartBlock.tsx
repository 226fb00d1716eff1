import './chartRegistry.js';
import type { Chart as ChartJS } from 'chart.js';
import { useMemo, useRef, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { buildChartConfig } from './chartConfig.js';
import { internalLabelsPlugin } from './internalLabels.js';

/** The picture a chart drew, as a JPEG on white (a chart's canvas is transparent). */
function chartPicture(chart: ChartJS | null): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const drawn = chart?.canvas;
    const picture = document.createElement('canvas');
    const context = picture.getContext('2d');
    if (!drawn || !context) {
      reject(new Error('The chart is not drawn yet.'));
      return;
    }
    picture.width = drawn.width;
    picture.height = drawn.height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, picture.width, picture.height);
    context.drawImage(drawn, 0, 0);
    picture.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be read.'))),
      'image/jpeg',
      0.92,
    );
  });
}

/** A chart of the block's axis columns against its x_axis column. */
export function ChartBlock({ block, data, onDownloadChartPdf }: BlockRendererProps) {
  const parsed = useBlockSettings('chart', block);
  const chartRef = useRef<ChartJS | null>(null);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
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
  const downloadPdf = settings.pdf_download && config ? onDownloadChartPdf : undefined;
  const startDownload = (send: (image: Blob) => Promise<void>) => {
    setDownload({ busy: true, error: null });
    chartPicture(chartRef.current)
      .then(send)
      .then(
        () => setDownload({ busy: false, error: null }),
        (error: unknown) =>
          setDownload({
            busy: false,
            error: error instanceof Error ? error.message : 'The download failed.',
          }),
      );
  };
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Chart"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      {downloadPdf ? (
        <div className="ts-toolbar">
          <div className="ts-toolbar__group">
            <button
              type="button"
              className="ts-button"
              disabled={download.busy}
              onClick={() => startDownload(downloadPdf)}
            >
              {download.busy ? 'Downloading…' : 'Download PDF'}
            </button>
            {download.error ? (
              <span role="alert" className="ts-block__error">
                {download.error}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      {settings.axis.length === 0 ? (
        <p className="ts-block__empty">Choose the columns to chart in the block settings.</p>
      ) : config ? (
        <div
          className="ts-chart"
          role="img"
          aria-label={`${settings.title || 'Chart'} (${config.type} chart)`}
        >
          <Chart
            ref={chartRef}
            type={config.type}
            data={config.data}
            options={config.options}
            plugins={plugins}
          />
        </div>
      ) : (
        <p className="ts-block__empty">Loading…</p>
      )}
    </BlockFrame>
  );
}
