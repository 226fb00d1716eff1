import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  errorResponseSchema,
  rejectReviewRequestSchema,
  reviewQueueResponseSchema,
  reviewResponseSchema,
  type RejectReviewRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ReviewerOnly, ZodPipe, type Owner } from '@tessera/platform';
import { ReviewsService } from './reviews.service.js';

const tag = 'Reviews';
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The reviewers' moderation queue (/admin/reviews in the web app). */
@ReviewerOnly()
@Controller('api/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiDoc({
    tag,
    summary: 'Pending review requests, oldest first',
    responses: { 200: reviewQueueResponseSchema, ...refusals },
  })
  async queue() {
    return { reviews: await this.reviews.queue() };
  }

  @Get(':id')
  @ApiDoc({
    tag,
    summary: 'One review request with its history',
    responses: { 200: reviewResponseSchema, ...refusals, 404: errorResponseSchema },
  })
  async get(@Param('id') id: string) {
    return { review: await this.reviews.get(id) };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Approve: the template is published and the owner e-mailed',
    responses: {
      200: reviewResponseSchema,
      ...refusals,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async approve(@CurrentOwner() reviewer: Owner, @Param('id') id: string) {
    return { review: await this.reviews.approve(reviewer, id) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Reject with a reason the owner sees; the owner is e-mailed',
    body: rejectReviewRequestSchema,
    responses: {
      200: reviewResponseSchema,
      400: errorResponseSchema,
      ...refusals,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async reject(
    @CurrentOwner() reviewer: Owner,
    @Param('id') id: string,
    @Body(new ZodPipe(rejectReviewRequestSchema)) body: RejectReviewRequest,
  ) {
    return { review: await this.reviews.reject(reviewer, id, body.reason) };
  }
}
