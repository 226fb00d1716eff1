import { MARKETPLACE_MESSAGES as M } from './marketplace-messages.js';
import { MARKETPLACE_LIMITS as LIMITS, megabytes } from './marketplace-rules.js';

/** A file offered to the dialog: its name and size (bytes). */
export type OfferedFile = { name: string; size: number };

export type ImagesAdded<F extends OfferedFile> = {
  accepted: F[];
  /** Each refused file with the spec's reason. */
  rejected: { name: string; reason: string }[];
  /** The message to show, if any: the limit reached, a partial add, or the success line. */
  message: string | null;
};

/**
 * Adding additional images (publishing §5 image rules): at most 5 in all, each at most 3 MB, and
 * the thumbnail and every image together at most 20 MB. `currentBytes` is what the thumbnail and
 * the images already added take.
 */
export function addImages<F extends OfferedFile>(
  alreadyAdded: number,
  currentBytes: number,
  offered: readonly F[],
): ImagesAdded<F> {
  if (alreadyAdded >= LIMITS.maxAdditionalImages)
    return { accepted: [], rejected: [], message: M.tooManyImages };
  const room = LIMITS.maxAdditionalImages - alreadyAdded;
  const accepted: F[] = [];
  const rejected: { name: string; reason: string }[] = [];
  let total = currentBytes;
  let overCount = 0;
  for (const file of offered) {
    if (file.size > LIMITS.maxImageBytes) {
      rejected.push({ name: file.name, reason: M.imageOverLimit(megabytes(file.size)) });
    } else if (total + file.size > LIMITS.maxTotalImageBytes) {
      rejected.push({ name: file.name, reason: M.imageOverTotal });
    } else if (accepted.length >= room) {
      overCount += 1;
    } else {
      accepted.push(file);
      total += file.size;
    }
  }
  let message: string | null = null;
  if (overCount > 0) message = M.partialAdd(accepted.length, offered.length);
  else if (accepted.length > 0) message = M.imagesAdded(accepted.length, megabytes(total));
  return { accepted, rejected, message };
}

/**
 * Choosing a thumbnail: at most 3 MB, and within the 20 MB total with the images (`otherBytes`,
 * the images already added). The error to show, or null.
 */
export function thumbnailError(file: OfferedFile, otherBytes: number): string | null {
  if (file.size > LIMITS.maxImageBytes) return M.thumbnailTooLarge(megabytes(file.size));
  if (otherBytes + file.size > LIMITS.maxTotalImageBytes)
    return M.thumbnailOverTotal(megabytes(otherBytes + file.size));
  return null;
}

/**
 * The message for a failed upload (publishing §5 upload failures): a 400 whose text says "too big"
 * is the 3 MB limit; anything else is named with its reason. `position` is 1-based, null for the
 * thumbnail.
 */
export function uploadFailureMessage(
  position: number | null,
  status: number | undefined,
  reason: string,
): string {
  const tooBig = status === 400 && /too big/i.test(reason);
  if (position === null) return tooBig ? M.thumbnailUploadTooBig : M.thumbnailUploadFailed(reason);
  return tooBig ? M.imageUploadTooBig(position) : M.imageUploadFailed(position, reason);
}
