import { MARKETPLACE_MESSAGES } from '@tessera/domain';
import { AppError, defineErrors } from '@tessera/platform';

/** The marketplace's refusals beside the submit rules. */
export const MarketplaceError = defineErrors('Marketplace', {
  unknownImage: [
    400,
    'An image of the submission is not one of your uploads: upload it again with the form.',
  ],
  notPublic: [400, MARKETPLACE_MESSAGES.notPublicNotice],
  badColor: [400, 'The thumbnail background colour must be a hex value such as #ffffff.'],
  badCategory: [400, 'Choose one of the marketplace categories.'],
  awaitingReview: [
    409,
    'This template is awaiting review: cancel the submission before changing it.',
  ],
  alreadyPublished: [409, 'This template is already published in the marketplace.'],
  noRequest: [404, 'This app has no marketplace submission.'],
  requestNotFound: [404, 'Review request not found.'],
  notPending: [409, 'This submission has already been decided.'],
  reasonRequired: [400, 'Give the owner a reason for the rejection.'],
  noApp: [400, 'Open the app whose submission you mean (its editor, or ?app_id=).'],
  templateNotFound: [404, 'Template not found in marketplace'],
  appGone: [409, 'The app of this submission no longer exists: reject the submission.'],
  dataUnavailable: [
    503,
    "The app's data cannot be read right now: try approving again in a moment.",
  ],
  tooManyCopies: [429, 'Too many templates used in a short time. Please try again later.'],
  noLongerPublic: [
    409,
    "The app is no longer public with 'No sign in': reject the submission with that reason.",
  ],
  ownSubmission: [403, 'You cannot review a template of your own workspace.'],
  repeatedImage: [400, 'Each image can be added once, and the thumbnail is not one of them.'],
  priceTooHigh: [400, 'The price can be at most USD 10,000.'],
  purchaseRequired: [402, 'This template is paid: buy it to use it.'],
  cloneNotFound: [404, 'This copy of a template was not found.'],
  appSession: [403, 'Use templates from the dashboard, not from an app’s editor.'],
});

/**
 * A submission broke one of the submit rules (publishing §5, checked in their order by
 * `firstSubmissionError`): the rule's own message, 400, or 503 when the payment check itself
 * failed (worth trying again).
 */
export class SubmissionRefusedError extends AppError<'submissionRefused'> {
  readonly status: number;
  constructor(message: string) {
    super('submissionRefused', message);
    this.status = message === MARKETPLACE_MESSAGES.stripeCheckFailed ? 503 : 400;
  }
}
