import { Injectable } from '@nestjs/common';
import { MediaUploadsService } from '@tessera/media';
import type { SheetFilesPort, SheetFileToStore } from '@tessera/spreadsheets';

/** Sheet files kept by the media service, hosted in the same gateway. */
@Injectable()
export class InProcessSheetFiles implements SheetFilesPort {
  constructor(private readonly uploads: MediaUploadsService) {}

  store(file: SheetFileToStore) {
    return this.uploads.storeSheetFile(file);
  }
}
