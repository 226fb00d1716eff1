import { MARKETPLACE_MESSAGES as M } from './marketplace-messages.js';
import { MARKETPLACE_LIMITS, megabytes } from './marketplace-rules.js';

/** The fields of a submission that the rules look at. */
export type SubmissionDraft = {
  description: string;
  category: string;
  is_free: boolean;
  price: number;
  thumbnail: string;
  additional_images: readonly string[];
};

/** What the rules need to know beside the draft, from whoever checks it (browser or server). */
export type SubmissionContext = {
  /** The payment check (rule 1): allowed, refused, or the check itself failed. */
  paidSubmission: () => Promise<'allowed' | 'refused' | 'failed'>;
  /** The bytes of every image of the draft, the thumbnail included. */
  totalImageBytes: number;
  /** Whether the app being submitted is known (rule 7). */
  appDataPresent: boolean;
};

/** A paid template: not free and a price above 0 (rule 1). */
export const isPaidDraft = (draft: Pick<SubmissionDraft, 'is_free' | 'price'>) =>
  !draft.is_free && draft.price > 0;

/** Whole cents only (step 0.01), checked on the cents so that 5.1 + 0.2 style floats pass. */
const hasWholeCents = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

/**
 * The marketplace submit rules in the spec's order (publishing §5, 1-7): the first broken rule's
 * message, or null when the draft may be submitted. The payment check runs only for a paid draft.
 */
export async function firstSubmissionError(
  draft: SubmissionDraft,
  context: SubmissionContext,
): Promise<string | null> {
  if (isPaidDraft(draft)) {
    const paid = await context.paidSubmission();
    if (paid === 'failed') return M.stripeCheckFailed;
    if (paid === 'refused') return M.stripeRequired;
  }
  if (!draft.description.trim() || !draft.category) return M.requiredFields;
  if (
    !draft.is_free &&
    (!(draft.price >= MARKETPLACE_LIMITS.minPrice) || !hasWholeCents(draft.price))
  )
    return M.minimumPrice;
  if (!draft.thumbnail) return M.thumbnailRequired;
  if (draft.additional_images.length === 0) return M.imageRequired;
  if (draft.additional_images.length > MARKETPLACE_LIMITS.maxAdditionalImages)
    return M.tooManyImages;
  if (context.totalImageBytes > MARKETPLACE_LIMITS.maxTotalImageBytes)
    return M.totalTooLarge(megabytes(context.totalImageBytes));
  if (!context.appDataPresent) return M.noAppData;
  return null;
}

/**
 * The form counts as valid only when description, category, a thumbnail, at least one additional
 * image and (free or price >= 5) are all present (publishing §5).
 */
export function isSubmissionComplete(draft: SubmissionDraft): boolean {
  return (
    draft.description.trim() !== '' &&
    draft.category !== '' &&
    draft.thumbnail !== '' &&
    draft.additional_images.length > 0 &&
    (draft.is_free || draft.price >= MARKETPLACE_LIMITS.minPrice)
  );
}
