import type { BlockData } from '../types.js';
import { Pagination } from './Pagination.js';

/** Below a block's rows: that none matched, and the pages when the block pages them. */
export function RowsFooter({
  data,
  paged,
  onPageChange,
}: {
  data: BlockData | undefined;
  /** The block pages its rows and shows the pagination (paginate and show_pagination). */
  paged: boolean;
  onPageChange: ((page: number) => void) | undefined;
}) {
  return (
    <>
      {data && !data.loading && data.rows.length === 0 ? (
        <p className="ts-block__empty">No rows to show.</p>
      ) : null}
      {paged && data && onPageChange ? (
        <Pagination
          page={data.page}
          pageSize={data.page_size}
          total={data.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}
