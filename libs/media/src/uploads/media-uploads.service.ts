import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  BLOCK_MEDIA,
  FILE_CHOICES,
  FILE_KINDS,
  type BlockMediaKind,
  isImageKind,
  type FileKind,
  type FileMimeType,
  type SheetFilePurpose,
} from '@tessera/domain';
import {
  BLOB_STORAGE,
  CACHE,
  CONFIG,
  RateLimiter,
  tryAgainIn,
  type CachePort,
  InjectDatabase,
  recordEvent,
  type BlobStoragePort,
  type Database,
  type Owner,
  type ReceivedFile,
  type TesseraConfig,
} from '@tessera/platform';
import { MediaError } from '../media.errors.js';
import { mediaUrl } from '../media-urls.js';
import {
  MediaObjectsRepository,
  isSheetFileField,
  type MediaField,
} from '../objects/media-objects.repository.js';
import { fileKindFor, sniffFileKind } from './file-content.js';
import { cleanImage, ImageRejectedError } from './image-content.js';

/** The fields POST /api/upload-file takes a file under (publishing §7). */
export const UPLOAD_FIELDS = ['thumbnail', 'image'] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** 3 MB per image (publishing §9: 3145728 bytes). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

export type StoredUpload = {
  id: string;
  url: string;
  content_type: string;
  /** The size as uploaded, which the marketplace's limits count. */
  size: number;
  width: number;
  height: number;
};

/** A file a block sends into its sheet, which the spreadsheets feature has authorised. */
export type SheetFileRequest = {
  workspaceId: string;
  /** The app user or owner sending it; null for a guest of a public app or board. */
  uploadedBy: string | null;
  purpose: SheetFilePurpose;
  /** What the block's field takes (a form's file_mime_type; image/* for a table's image cell). */
  accept: FileMimeType;
  bytes: Buffer;
};

export type StoredSheetFile = {
  id: string;
  /** The file's full address, written into the sheet (a link that works from the spreadsheet too). */
  url: string;
  contentType: string;
};

/** A file an owner uploaded for a block's settings (POST /api/block-media/{kind}). */
export type StoredBlockMedia = { id: string; url: string; content_type: string; size: number };

/** Files a workspace may upload into blocks' settings per BLOCK_MEDIA_WINDOW_MS. */
export const BLOCK_MEDIA_UPLOADS_PER_WINDOW = 60;
export const BLOCK_MEDIA_WINDOW_MS = 15 * 60 * 1000;

/** What is stored: the bytes Tessera keeps and the type it chose for them. */
type StoredContent = {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
};

type Upload = {
  workspaceId: string;
  uploadedBy: string | null;
  field: MediaField;
  /** The size as uploaded. */
  uploadedBytes: number;
  content: StoredContent;
  /** The refusal when the workspace's quota has no room for it. */
  quotaReached: (detail: string) => Error;
};

/**
 * The share of a workspace's quota that files sent into sheets and not saved yet may take: visitors
 * cannot fill the owner's storage with files no row records (they are swept after a few hours).
 */
export const UNSAVED_SHEET_FILES_SHARE = 0.1;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/**
 * Stores uploads, the marketplace's images and the files blocks send into sheets, each checked by
 * its content (image-content.ts, file-content.ts) and kept under the workspace's quota. A pending
 * row whose upload failed is undone here, or by the media service's sweep.
 */
@Injectable()
export class MediaUploadsService {
  private readonly logger = new Logger(MediaUploadsService.name);
  private readonly limiter: RateLimiter;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStoragePort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly objects: MediaObjectsRepository,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  /**
   * One of the workspace's block uploads (60 per 15 minutes), taken before the file is read: each
   * may be 20 MB, held in memory while it is checked.
   */
  async takeBlockMediaTurn(owner: Owner): Promise<void> {
    const decision = await this.limiter.consume(
      `block-media:${owner.workspaceId}`,
      BLOCK_MEDIA_UPLOADS_PER_WINDOW,
      BLOCK_MEDIA_WINDOW_MS,
    );
    if (decision.allowed) return;
    const error = new MediaError('tooManyUploads', tryAgainIn(decision.retryAfterMs));
    error.retryAfterMs = decision.retryAfterMs;
    throw error;
  }

  /** A marketplace image of the owner's workspace (POST /api/upload-file). */
  async upload(owner: Owner, file: ReceivedFile): Promise<StoredUpload> {
    const image = await this.check(file.bytes);
    const id = await this.keep({
      workspaceId: owner.workspaceId,
      uploadedBy: owner.accountId,
      field: file.field as UploadField,
      uploadedBytes: file.bytes.length,
      content: image,
      quotaReached: (detail) => new MediaError('quotaReached', detail),
    });
    return {
      id,
      url: mediaUrl(id),
      content_type: image.contentType,
      size: file.bytes.length,
      width: image.width,
      height: image.height,
    };
  }

  /**
   * A file for a block's settings (a video, an audio file, a banner's or a player's picture): of a
   * kind the block plays, read from its bytes; images cleaned like the marketplace's. Kept under
   * the workspace's quota, claimed at once (the owner stores its address in the block).
   */
  async storeBlockMedia(
    owner: Owner,
    kind: BlockMediaKind,
    bytes: Buffer,
  ): Promise<StoredBlockMedia> {
    if (bytes.length === 0) throw new MediaError('emptyFile');
    const content = await this.blockMediaContent(kind, bytes);
    const id = await this.keep({
      workspaceId: owner.workspaceId,
      uploadedBy: owner.accountId,
      field: `block_${kind}`,
      uploadedBytes: bytes.length,
      content,
      quotaReached: (detail) => new MediaError('quotaReached', detail),
    });
    return { id, url: mediaUrl(id), content_type: content.contentType, size: bytes.length };
  }

  private async blockMediaContent(kind: BlockMediaKind, bytes: Buffer): Promise<StoredContent> {
    if (kind === 'image') return this.check(bytes);
    const sniffed = sniffFileKind(bytes);
    // Audio-only MPEG-4 and WebM read as video by their first bytes (file-content.ts).
    const stored: FileKind | undefined =
      kind === 'audio' && sniffed === 'mp4'
        ? 'm4a'
        : kind === 'audio' && sniffed === 'webm'
          ? 'weba'
          : BLOCK_MEDIA[kind].kinds.find((candidate) => candidate === sniffed);
    if (!stored) throw new MediaError('wrongFileKind', `it takes ${BLOCK_MEDIA[kind].takes}.`);
    return { bytes, ...FILE_KINDS[stored], width: null, height: null };
  }

  /**
   * A file for a sheet: it must be of a kind its field takes, read from its bytes. Images are
   * cleaned like the marketplace's (decoded within limits, metadata stripped); other files are
   * kept as sent, under the type their content says, and served as downloads.
   */
  async storeSheetFile(request: SheetFileRequest): Promise<StoredSheetFile> {
    if (request.bytes.length === 0) throw new MediaError('emptyFile');
    const sniffed = sniffFileKind(request.bytes);
    if (sniffed === 'svg' && request.accept === 'image/*') throw new MediaError('svg');
    const kind = fileKindFor(sniffed, request.accept);
    if (!kind)
      throw new MediaError('wrongFileKind', `it takes ${FILE_CHOICES[request.accept].takes}.`);
    const content = await this.sheetFileContent(request, kind);
    const id = await this.keep({
      workspaceId: request.workspaceId,
      uploadedBy: request.uploadedBy,
      field: request.purpose,
      uploadedBytes: request.bytes.length,
      content,
      quotaReached: () => new MediaError('storageFull'),
    });
    return {
      id,
      url: new URL(mediaUrl(id), this.config.BASE_URL).href,
      contentType: content.contentType,
    };
  }

  /**
   * What is kept of a sheet file: an image cleaned (decoded within limits, metadata stripped);
   * other kinds as sent. A field taking any file keeps an image it cannot clean (too many pixels,
   * damaged) as an opaque download, never decoded again.
   */
  private async sheetFileContent(request: SheetFileRequest, kind: FileKind) {
    const asSent = (as: FileKind): StoredContent => ({
      bytes: request.bytes,
      ...FILE_KINDS[as],
      width: null,
      height: null,
    });
    if (!isImageKind(kind)) return asSent(kind);
    try {
      return await cleanImage(request.bytes);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      if (request.accept === '*') return asSent('other');
      throw new MediaError(error.reason);
    }
  }

  /**
   * Keeps checked content in three steps, so a failure at any point leaves nothing half-way: a
   * `pending` row (under the workspace's quota), the object, and the row marked `stored` with its
   * `media.upload-stored` event in one transaction. Returns the object's id.
   */
  private async keep(upload: Upload): Promise<string> {
    const { workspaceId, content } = upload;
    const id = randomUUID();
    const key = `uploads/${workspaceId}/${id}.${content.extension}`;

    await this.db.transaction(async (tx) => {
      await this.objects.lockWorkspace(tx, workspaceId);
      const quota = this.config.MEDIA_QUOTA_MB * 1024 * 1024;
      const used = await this.objects.bytesUsed(tx, workspaceId);
      if (used + content.bytes.length > quota)
        throw upload.quotaReached(
          `It holds ${megabytes(used)} MB of ${this.config.MEDIA_QUOTA_MB} MB; this file needs ${megabytes(content.bytes.length)} MB.`,
        );
      if (isSheetFileField(upload.field)) {
        const unsaved = await this.objects.unclaimedBytes(tx, workspaceId);
        if (unsaved + content.bytes.length > quota * UNSAVED_SHEET_FILES_SHARE)
          throw new MediaError('tooManyUnsaved');
      }
      await this.objects.insertPending(tx, {
        id,
        workspaceId,
        uploadedBy: upload.uploadedBy,
        field: upload.field,
        key,
        contentType: content.contentType,
        byteSize: content.bytes.length,
        uploadedBytes: upload.uploadedBytes,
        width: content.width,
        height: content.height,
      });
    });

    try {
      await this.storage.put(key, content.bytes, content.contentType);
      await this.db.transaction(async (tx) => {
        if (!(await this.objects.markStored(tx, workspaceId, id)))
          throw new Error(`Media object ${id} was swept before it was stored`);
        await recordEvent(tx, 'media.upload-stored', {
          workspaceId,
          mediaId: id,
          key,
          contentType: content.contentType,
        });
      });
    } catch (error) {
      await this.undo(workspaceId, id, key);
      throw error;
    }
    return id;
  }

  private async check(bytes: Buffer) {
    try {
      return await cleanImage(bytes);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw new MediaError(error.reason);
    }
  }

  /**
   * The object first, then its row: if the object cannot be deleted now, the pending row stays
   * for the sweep, so no object is ever left without a row that leads to it.
   */
  private async undo(workspaceId: string, id: string, key: string): Promise<void> {
    try {
      await this.storage.delete(key);
      await this.objects.remove(this.db, workspaceId, id);
    } catch (error) {
      this.logger.warn(`Upload ${id} is left for the sweep: ${String(error)}`);
    }
  }
}
