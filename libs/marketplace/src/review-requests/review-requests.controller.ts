import { Body, Controller, Delete, Get, HttpCode, Put, Query } from '@nestjs/common';
import {
  errorResponseSchema,
  reviewRequestResponseSchema,
  sellerStatusResponseSchema,
  submitReviewRequestSchema,
  type SubmitReviewRequest,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentHostApp,
  CurrentOwner,
  ZodPipe,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import { MarketplaceError } from '../marketplace.errors.js';
import { ReviewRequestsService } from './review-requests.service.js';

const tag = 'Marketplace';

/**
 * The Marketplace dialog's calls (publishing §7). The app is the one the editor's host serves
 * (`?app_id=` on the dashboard host); PUT names it in its form.
 */
@Controller('api/multipage/marketplace')
export class ReviewRequestsController {
  constructor(private readonly reviewRequests: ReviewRequestsService) {}

  @Get('review-request')
  @ApiDoc({
    tag,
    summary: "The app's marketplace review request, or null (status none)",
    responses: { 200: reviewRequestResponseSchema },
  })
  async get(
    @CurrentOwner() owner: Owner,
    @CurrentHostApp() hostApp: HostApp | null,
    @Query('app_id') appId?: string,
  ) {
    const id = hostApp?.id ?? appId;
    return { reviewRequest: id ? await this.reviewRequests.get(owner, id) : null };
  }

  @Put('review-request')
  @ApiDoc({
    tag,
    summary: 'Submit the app as a template, or submit a rejected one again (the spec’s rules 1-7)',
    body: submitReviewRequestSchema,
    responses: {
      200: reviewRequestResponseSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      503: errorResponseSchema,
    },
  })
  async submit(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(submitReviewRequestSchema)) body: SubmitReviewRequest,
  ) {
    return { reviewRequest: await this.reviewRequests.submit(owner, body.form) };
  }

  @Delete('review-request')
  @HttpCode(204)
  @ApiDoc({
    tag,
    summary: 'Cancel the app’s submission (the status is none again)',
    responses: { 204: 'Cancelled', 404: errorResponseSchema, 409: errorResponseSchema },
  })
  async cancel(
    @CurrentOwner() owner: Owner,
    @CurrentHostApp() hostApp: HostApp | null,
    @Query('app_id') appId?: string,
  ) {
    const id = hostApp?.id ?? appId;
    if (!id) throw new MarketplaceError('noApp');
    await this.reviewRequests.cancel(owner, id);
  }

  @Get('check-stripe-submit-status')
  @ApiDoc({
    tag,
    summary: "Whether the owner's workspace may submit paid templates (its Stripe account)",
    responses: { 200: sellerStatusResponseSchema, 503: errorResponseSchema },
  })
  async sellerStatus(@CurrentOwner() owner: Owner) {
    const status = await this.reviewRequests.sellerStatus(owner);
    return { can_submit_paid: status.canSubmitPaid, reason: status.reason };
  }
}
