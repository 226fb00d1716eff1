import { Injectable } from '@nestjs/common';
import { MediaQueries, MediaUploadsService } from '@tessera/media';
import type { SheetFilesPort, SheetFileToStore } from '@tessera/spreadsheets';

/** Sheet files kept by the media service, hosted in the same gateway. */
@Injectable()
export class InProcessSheetFiles implements SheetFilesPort {
  constructor(
    private readonly uploads: MediaUploadsService,
    private readonly queries: MediaQueries,
  ) {}

  store(file: SheetFileToStore) {
    return this.uploads.storeSheetFile(file);
  }

  storedFiles(workspaceId: string, addresses: readonly string[]) {
    return this.queries.sheetFilesOf(workspaceId, addresses);
  }
}
