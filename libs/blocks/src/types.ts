import type {
  BlockDto,
  CommentsResponse,
  MapPlacesResponse,
  SheetFreshness,
  SheetRow,
  SheetSync,
} from '@tessera/contracts';
import type { CalendarDays, Score, SheetFilter } from '@tessera/domain';

/** The rows a block shows, as the board or page store holds them for it. */
export type BlockData = {
  columns: string[];
  rows: SheetRow[];
  total: number;
  page: number;
  page_size: number;
  loading: boolean;
  /** Server message, else the error message, else "Data Error". */
  error?: string;
  /** How old the rows are (absent until the first answer). */
  freshness?: SheetFreshness;
  /** Row writes still waiting for the spreadsheet. */
  sync?: SheetSync;
  /** A scorecard's figures, computed by the server over every row the block reads. */
  scores?: Score[];
};

/** The sort and filters the viewer chose for a block, as the host keeps them. */
export type BlockQueryState = {
  /** `Column` ascending, `-Column` descending, '' for the sheet's order. */
  sort: string;
  filters: readonly SheetFilter[];
  /** The days a calendar's rows were read for (absent: read without a period). */
  period?: CalendarDays | undefined;
};

/** Who is looking: editors see admin-only parts; the e-mail fills [(user_email)]. */
export type BlockViewer = {
  canEdit: boolean;
  email: string | null;
  /** A Read app user: sees the data, changes nothing, whatever the block allows. */
  readOnly?: boolean;
};

/** A page of a multi-page app, as header links need it. */
export type BlockPage = { id: string; page_name: string; page_slug: string };

/** A breadcrumb (editor-viewer-shell §3). */
export type Breadcrumb = { name: string; url: string; path: string; isActive: boolean };

/** Header navigation of a multi-page app; absent on boards. */
export type BlockNavigation = {
  pages: BlockPage[];
  currentSlug: string;
  breadcrumbs: Breadcrumb[];
  /** A page link was chosen: the host navigates (and clears the history). */
  onNavigate: (path: string, name: string) => void;
  onBreadcrumb: (crumb: Breadcrumb) => void;
};

/** Paths of the app pages holding the sign-in blocks, for the links between them. */
export type SignInPages = { login?: string; register?: string; forgotPassword?: string };

/**
 * The app users' sign-in calls, given by the published app's viewer (absent in the editor, where
 * the forms only show). Each rejects with the message to show; forgotPassword resolves with one.
 */
export type AppAuthHandlers = {
  signIn: (values: { email: string; password: string }) => Promise<void>;
  /** Resolves with a message to show when the new user is not signed in at once. */
  register: (values: { name: string; email: string; password: string }) => Promise<string | null>;
  forgotPassword: (values: { email: string }) => Promise<string>;
  pages: SignInPages;
};

/**
 * A comments block's comments, given by the host for a saved block (renderers never fetch by
 * themselves); each rejects with the message to show.
 */
export type BlockComments = {
  /** A page of the comments, newest first, with what the visitor may do. */
  load: (page: number) => Promise<CommentsResponse>;
  /** Posts a comment; a guest signs it with `name`. */
  post: (body: string, name: string) => Promise<void>;
  remove: (commentId: string) => Promise<void>;
};

/** What a form sends beside its values: its trap field, when something filled it in. */
export type AddRowExtras = { honeypot?: string | undefined };

/**
 * Props of every block renderer. Renderers never fetch by themselves: the host passes the data and
 * callbacks, which keeps them testable and lets boards and apps use different endpoints.
 */
export type BlockRendererProps = {
  block: BlockDto;
  data: BlockData | undefined;
  viewer: BlockViewer;
  /** The host reloads the block's rows with this page (server paging, 1-based). */
  onPageChange?: (page: number) => void;
  /** The host reloads the block's rows matching this search, from page 1. */
  onSearch?: (search: string) => void;
  /** Adds a row to the block's sheet; rejects with a message the block shows. */
  onAddRow?: (values: Record<string, string>, sent?: AddRowExtras) => Promise<void>;
  /** Changes these columns of a row (Edit row, or one edited cell); rejects with a message. */
  onEditRow?: (rowId: string, values: Record<string, string>) => Promise<void>;
  onDuplicateRow?: (rowId: string) => Promise<void>;
  onDeleteRow?: (rowId: string) => Promise<void>;
  /**
   * Sends the block's API call button `action` (its place among the block's action buttons) for
   * a row; the server sends it and resolves once the endpoint took it. Rejects with a message.
   */
  onApiCall?: (rowId: string, action: number) => Promise<void>;
  /**
   * Sends a file for a column (a form's file field, a table's "Upload Image" cell); resolves with
   * its address, which the block then writes like any value. Rejects with a message to show.
   */
  onUploadFile?: (column: string, file: File) => Promise<string>;
  /** The current sort and filters, so the controls show what the rows were asked with. */
  query?: BlockQueryState;
  /** The host reloads the rows in this order ('' for none), from page 1. */
  onSortChange?: (sort: string) => void;
  /** The host reloads the rows matching these filters (after the block's own), from page 1. */
  onFilterChange?: (filters: SheetFilter[]) => void;
  /** The host reloads a calendar's rows for these days alone (its events touching them). */
  onPeriodChange?: (period: CalendarDays) => void;
  /**
   * Downloads the block's rows as a CSV file, as the viewer has them searched, sorted and
   * filtered (offered when the block's csv_download is on); rejects with a message the block
   * shows. None when the saved block offers no download (or is not saved yet).
   */
  onDownloadCsv?: () => Promise<void>;
  /** The same rows as a PDF (offered when the block's pdf_download is on). */
  onDownloadPdf?: () => Promise<void>;
  /**
   * Downloads a row as a PDF through the block's Download pdf button `action` (its place among
   * the block's action buttons), made by the server; rejects with a message the block shows.
   */
  onDownloadRowPdf?: (rowId: string, action: number) => Promise<void>;
  /**
   * A chart's PDF download (pdf_download): sends the picture the chart drew, a JPEG, and saves the
   * PDF the server makes of it; rejects with a message the block shows.
   */
  onDownloadChartPdf?: (image: Blob) => Promise<void>;
  /** A comments block's comments (none while the block is not saved). */
  comments?: BlockComments;
  /**
   * Where a map block's rows are, geocoded by the server for the saved block (none while it is
   * not saved); rejects with a message the block shows.
   */
  onLoadMapPlaces?: () => Promise<MapPlacesResponse>;
  navigation?: BlockNavigation;
  appAuth?: AppAuthHandlers;
};
