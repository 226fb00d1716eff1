import {
  BlockRenderer,
  type AppAuthHandlers,
  type BlockComments,
  type BlockData,
  type BlockNavigation,
  type BlockQueryState,
  type BlockRendererProps,
  type BlockViewer,
} from '@tessera/blocks';
import type { BlockDto } from '@tessera/contracts';
import { blockSpan, type CalendarDays, type SheetFilter } from '@tessera/domain';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './blockGrid.module.css';
import type { SheetRowWrites } from './useSheetRowWrites.js';

export type BlockGridProps = {
  blocks: readonly BlockDto[];
  data: Readonly<Record<string, BlockData>>;
  /** The sort and filters each block's rows were asked with. */
  queries: Readonly<Record<string, BlockQueryState>>;
  viewer: BlockViewer;
  onPageChange: (blockId: string, page: number) => void;
  onSearch: (blockId: string, search: string) => void;
  onSortChange: (blockId: string, sort: string) => void;
  onFilterChange: (blockId: string, filters: SheetFilter[]) => void;
  onPeriodChange: (blockId: string, period: CalendarDays) => void;
  rowWrites: SheetRowWrites;
  /** How a block's rows download as CSV (saved blocks only), when the host offers downloads. */
  csvDownloadFor?: (block: BlockDto) => (() => Promise<void>) | undefined;
  /** The same as a PDF (saved blocks only). */
  pdfDownloadFor?: (block: BlockDto) => (() => Promise<void>) | undefined;
  /** How a row downloads as a PDF through a block's Download pdf button (saved blocks only). */
  rowPdfFor?: (block: BlockDto) => ((rowId: string, action: number) => Promise<void>) | undefined;
  /** How a chart block downloads as a PDF of the picture it drew (saved blocks only). */
  chartPdfFor?: (block: BlockDto) => ((image: Blob) => Promise<void>) | undefined;
  /** A comments block's comments (saved blocks only). */
  commentsFor?: (block: BlockDto) => BlockComments | undefined;
  /** Where a map block's rows are (saved blocks only). */
  mapPlacesFor?: (block: BlockDto) => BlockRendererProps['onLoadMapPlaces'];
  navigation?: BlockNavigation;
  appAuth?: AppAuthHandlers;
  className?: string;
  /** Drawn above a block (the editor's move and edit tools); visitors get none. */
  renderTools?: (block: BlockDto, index: number) => ReactNode;
  /** The block being edited, outlined. */
  highlightedId?: string | null;
  /** More attributes of a block's place (the editor's drag and drop); visitors get none. */
  placeProps?: (block: BlockDto) => HTMLAttributes<HTMLDivElement>;
};

/**
 * The blocks of a board or page as visitors see them. It holds no editor code, so the published
 * app's viewer can use it; the editor adds its tools through `renderTools`.
 */
export function BlockGrid({
  blocks,
  data,
  queries,
  viewer,
  onPageChange,
  onSearch,
  onSortChange,
  onFilterChange,
  onPeriodChange,
  rowWrites,
  csvDownloadFor,
  pdfDownloadFor,
  rowPdfFor,
  chartPdfFor,
  commentsFor,
  mapPlacesFor,
  navigation,
  appAuth,
  className,
  renderTools,
  highlightedId,
  placeProps,
}: BlockGridProps) {
  return (
    <div className={`${styles.grid} ${className ?? ''}`}>
      {blocks.map((block, index) => {
        const highlighted = highlightedId === block.id;
        const onDownloadCsv = csvDownloadFor?.(block);
        const onDownloadPdf = pdfDownloadFor?.(block);
        const onDownloadRowPdf = rowPdfFor?.(block);
        const onDownloadChartPdf = chartPdfFor?.(block);
        const comments = commentsFor?.(block);
        const onLoadMapPlaces = mapPlacesFor?.(block);
        return (
          <div
            key={block.id}
            {...placeProps?.(block)}
            className={`${styles.item} ${highlighted ? styles.itemHighlighted : ''}`}
            style={{ '--ts-span': blockSpan(block) } as CSSProperties}
            data-block-id={block.id}
          >
            {renderTools?.(block, index)}
            <BlockRenderer
              block={block}
              data={data[block.id]}
              query={queries[block.id]}
              viewer={viewer}
              onPageChange={(page) => onPageChange(block.id, page)}
              onSearch={(search) => onSearch(block.id, search)}
              onSortChange={(sort) => onSortChange(block.id, sort)}
              onFilterChange={(filters) => onFilterChange(block.id, filters)}
              onPeriodChange={(period) => onPeriodChange(block.id, period)}
              onAddRow={(values, sent) => rowWrites.onAddRow(block, values, sent)}
              onEditRow={(rowId, values) => rowWrites.onEditRow(block, rowId, values)}
              onDuplicateRow={(rowId) => rowWrites.onDuplicateRow(block, rowId)}
              onDeleteRow={(rowId) => rowWrites.onDeleteRow(block, rowId)}
              onApiCall={(rowId, action) => rowWrites.onApiCall(block, rowId, action)}
              onUploadFile={(column, file) => rowWrites.onUploadFile(block, column, file)}
              {...(onDownloadCsv ? { onDownloadCsv } : {})}
              {...(onDownloadPdf ? { onDownloadPdf } : {})}
              {...(onDownloadRowPdf ? { onDownloadRowPdf } : {})}
              {...(onDownloadChartPdf ? { onDownloadChartPdf } : {})}
              {...(comments ? { comments } : {})}
              {...(onLoadMapPlaces ? { onLoadMapPlaces } : {})}
              {...(navigation ? { navigation } : {})}
              {...(appAuth ? { appAuth } : {})}
            />
          </div>
        );
      })}
    </div>
  );
}
