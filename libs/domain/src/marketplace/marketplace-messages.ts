/** The marketplace texts of the spec (publishing-marketplace-users §2, §5, §8), word for word. */
export const MARKETPLACE_MESSAGES = {
  stripeRequired: 'To publish the template, please go to the billing page for Stripe connectivity.',
  stripeCheckFailed: 'Error checking Stripe account status. Please try again.',
  requiredFields: 'Please fill in all required fields',
  minimumPrice: 'Minimum price should be USD 5',
  thumbnailRequired: 'Please upload a thumbnail image',
  imageRequired: 'Please upload at least one additional image',
  totalTooLarge: (mb: string) =>
    `Total image size exceeds 20MB limit (${mb} MB). Please reduce image sizes.`,
  noAppData: 'Unable to get current app data',
  imageRequirements: 'Image requirements: Max 3MB per image, 20MB total for all images.',
  imageOverLimit: (mb: string) => `exceeds 3MB limit (${mb} MB)`,
  imageOverTotal: 'would exceed 20MB total limit',
  thumbnailTooLarge: (mb: string) =>
    `Thumbnail image is too large (${mb} MB). Maximum size per image is 3MB.`,
  thumbnailOverTotal: (mb: string) =>
    `Adding this thumbnail would exceed the 20MB total limit (${mb} MB). Please remove some images first.`,
  tooManyImages: 'Maximum of 5 additional images allowed. Please remove an image first.',
  partialAdd: (added: number, offered: number) =>
    `Only ${added} of ${offered} images were added. Maximum limit is 5 images.`,
  imagesAdded: (count: number, totalMb: string) =>
    `${count} image(s) added successfully. Total size: ${totalMb} MB / 20MB`,
  thumbnailUploadTooBig:
    'Thumbnail image exceeds the 3MB size limit. Please choose a smaller image.',
  imageUploadTooBig: (position: number) =>
    `Image ${position} exceeds the 3MB size limit. Please choose smaller images.`,
  thumbnailUploadFailed: (reason: string) => `Failed to upload thumbnail: ${reason}`,
  imageUploadFailed: (position: number, reason: string) =>
    `Failed to upload image ${position}: ${reason}`,
  cancelFailed: 'Failed to cancel submission',
  cancelled: 'Submission cancelled successfully',
  submitServerError:
    'An unexpected error occurred. Please try again or contact support if the problem persists.',
  submitFailed: 'Failed to submit template',
  updated: 'Template updated successfully!',
  submitted: 'Template submitted for review! You will receive an email when approved.',
  pending: 'awaiting review by the team',
  approved: 'Template Approved',
  rejected: 'Template Rejected',
  notPublicNotice:
    "Only public apps with 'No sign in' can be published to the marketplace. Make the app public and set its sign-in method to 'No sign in' in Privacy Settings.",
} as const;

/** The Marketplace dialog's titles (publishing §2), by what it shows. */
export const MARKETPLACE_DIALOG_TITLES = {
  form: 'Publish to Marketplace',
  pending: 'Submission Status',
  published: 'Template Published',
  resubmit: 'Resubmit Template',
} as const;
