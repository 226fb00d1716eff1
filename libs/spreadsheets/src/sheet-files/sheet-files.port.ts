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
 * Where sheet files are kept: the media service, which checks them by their content and stores
 * them. A port, so this library never touches media's tables or storage; the gateway hosts both
 * and answers it in-process. Rejects with the media service's refusal (wrong kind, storage full).
 */
export type SheetFilesPort = {
  store(file: SheetFileToStore): Promise<{ url: string; contentType: string }>;
};

export const SHEET_FILES = Symbol('SHEET_FILES');
