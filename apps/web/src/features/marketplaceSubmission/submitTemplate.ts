import type { ReviewRequestForm } from '@tessera/contracts';
import { firstSubmissionError, MARKETPLACE_MESSAGES, uploadFailureMessage } from '@tessera/domain';
import { loadErrorOf } from '../viewer/loadError.js';

/** An image of the form: one already stored (a resubmission's), or a file chosen now. */
export type ImageChoice = { kind: 'stored'; url: string } | { kind: 'file'; file: File };

/** The form as the owner left it (its state stays in the form until submitted). */
export type TemplateDraft = {
  description: string;
  category: string;
  is_free: boolean;
  price: number;
  thumbnail: ImageChoice | null;
  thumbnail_bg_color: string;
  images: ImageChoice[];
};

/** Where the submission goes, and what the submit payload carries beside the form. */
export type SubmissionTarget = {
  appId: string;
  requestId: string | null;
  isPublic: boolean;
  publishUrl: string;
  signInMethod: string;
  previewUrl: string;
};

/** The server calls and the browser storage the workflow uses; injected so it can be tested. */
export type SubmissionRequests = {
  /** GET /api/multipage/marketplace/check-stripe-submit-status */
  canSubmitPaid: () => Promise<boolean>;
  /** POST /api/upload-file: the stored image's address. */
  upload: (field: 'thumbnail' | 'image', file: File) => Promise<string>;
  /** PUT /api/multipage/marketplace/review-request */
  submit: (form: ReviewRequestForm) => Promise<void>;
  /** The app id of the stored current_page_data and app_data, when both are there. */
  storedAppId: () => string | null;
};

export type SubmissionResult = { ok: true } | { ok: false; message: string };

const sizeOf = (choice: ImageChoice | null) => (choice?.kind === 'file' ? choice.file.size : 0);

/**
 * Submits a template (publishing §5, §8): the rules 1-7 in their order (the payment check only for
 * a paid template), then each new image uploaded (the thumbnail, then image 1, 2...; a failed one
 * named with its reason), then the submit. Its failure is the spec's text for a 500, the server's
 * message otherwise, else 'Failed to submit template'.
 */
export async function submitTemplate(
  draft: TemplateDraft,
  target: SubmissionTarget,
  requests: SubmissionRequests,
): Promise<SubmissionResult> {
  const refusal = await firstSubmissionError(
    {
      description: draft.description,
      category: draft.category,
      is_free: draft.is_free,
      price: draft.price,
      thumbnail: draft.thumbnail ? 'chosen' : '',
      additional_images: draft.images.map((_, index) => `image ${index + 1}`),
    },
    {
      paidSubmission: async () => {
        try {
          return (await requests.canSubmitPaid()) ? 'allowed' : 'refused';
        } catch {
          return 'failed';
        }
      },
      totalImageBytes: [draft.thumbnail, ...draft.images].reduce(
        (total, choice) => total + sizeOf(choice),
        0,
      ),
      appDataPresent: requests.storedAppId() === target.appId,
    },
  );
  if (refusal) return { ok: false, message: refusal };
  // Rule 4 has already asked for it; this tells the compiler.
  if (!draft.thumbnail) return { ok: false, message: MARKETPLACE_MESSAGES.thumbnailRequired };
  const chosenThumbnail = draft.thumbnail;

  const stored = async (
    choice: ImageChoice,
    field: 'thumbnail' | 'image',
    position: number | null,
  ) => {
    if (choice.kind === 'stored') return choice.url;
    try {
      return await requests.upload(field, choice.file);
    } catch (error) {
      const { status, message } = loadErrorOf(error);
      throw new UploadFailed(uploadFailureMessage(position, status, message));
    }
  };
  let thumbnail: string;
  const images: string[] = [];
  try {
    thumbnail = await stored(chosenThumbnail, 'thumbnail', null);
    for (const [index, choice] of draft.images.entries())
      images.push(await stored(choice, 'image', index + 1));
  } catch (error) {
    if (error instanceof UploadFailed) return { ok: false, message: error.message };
    throw error;
  }

  try {
    await requests.submit({
      description: draft.description.trim(),
      category: draft.category,
      price: draft.is_free ? 0 : draft.price,
      is_free: draft.is_free,
      thumbnail,
      thumbnail_bg_color: draft.thumbnail_bg_color,
      additional_images: images,
      preview_url: target.previewUrl,
      app_id: target.appId,
      request_id: target.requestId,
      is_public: target.isPublic,
      publish_url: target.publishUrl,
      sign_in_method: target.signInMethod,
    });
  } catch (error) {
    const { status, message } = loadErrorOf(error);
    if (status === 500) return { ok: false, message: MARKETPLACE_MESSAGES.submitServerError };
    return {
      ok: false,
      message: status > 0 && message ? message : MARKETPLACE_MESSAGES.submitFailed,
    };
  }
  return { ok: true };
}

class UploadFailed extends Error {}
