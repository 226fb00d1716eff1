import type { FileMimeType, SheetFilePurpose } from '@tessera/domain';

/** A file a block sends into its sheet, once the block has been found to take it. */
export type SheetFileToStore = {
  workspaceId: string;
  /** The app user or owner sending it; null for a guest of a public app or board. */
  uploadedBy: string | null;
  purpose: SheetFilePurpose;
  /** What the field takes; the store checks the bytes against it. */
  accept: FileMimeType;
  bytes: Buffer;
};

/**
 * Where sheet files are kept: the media service, which checks them by their content, stores them,
 * and says which addresses are files it keeps. A port, so this library never touches media's tables or storage; the gateway hosts both
 * and answers it in-process. Rejects with the media service's refusal (wrong kind, storage full).
 */
export type SheetFilesPort = {
  store(file: SheetFileToStore): Promise<{ url: string; contentType: string }>;
  /**
   * The workspace's stored sheet files among these full addresses, by address (what a row write
   * may record in a file column); any other address is not among them.
   */
  storedFiles(
    workspaceId: string,
    addresses: readonly string[],
  ): Promise<Map<string, { id: string; contentType: string }>>;
};

export const SHEET_FILES = Symbol('SHEET_FILES');
