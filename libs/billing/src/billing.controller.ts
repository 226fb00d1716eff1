import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { errorResponseSchema } from '@tessera/contracts';
import { ApiDoc, CurrentOwner, Public, type Owner } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BillingService } from './billing.service.js';
import { StripeWebhooks } from './webhooks/stripe-webhooks.service.js';

const tag = 'Billing';
const redirectSchema = z.object({ url: z.string() });

/** /dashboard/accountbilling's calls, the paid template's Checkout, and Stripe's webhooks. */
@Controller('api/billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly webhooks: StripeWebhooks,
  ) {}

  @Get()
  @ApiDoc({ tag, summary: "The workspace's plan and its seller account" })
  overview(@CurrentOwner() owner: Owner) {
    return this.billing.overview(owner);
  }

  @Post('plan/checkout')
  @ApiDoc({
    tag,
    summary: 'Open a Stripe Checkout for the paid plan (the plan changes from Stripe’s events)',
    responses: { 201: redirectSchema, 409: errorResponseSchema, 503: errorResponseSchema },
  })
  planCheckout(@CurrentOwner() owner: Owner) {
    return this.billing.planCheckout(owner);
  }

  @Post('seller/onboarding')
  @ApiDoc({
    tag,
    summary: "Start or resume the workspace's Stripe Connect onboarding (to sell templates)",
    responses: { 201: redirectSchema, 503: errorResponseSchema },
  })
  sellerOnboarding(@CurrentOwner() owner: Owner) {
    return this.billing.sellerOnboarding(owner);
  }

  @Post('templates/:id/checkout')
  @ApiDoc({
    tag,
    summary: "Open a Stripe Checkout for a paid template, at the marketplace's price",
    responses: {
      201: redirectSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      503: errorResponseSchema,
    },
  })
  templateCheckout(@CurrentOwner() owner: Owner, @Param('id') templateId: string) {
    return this.billing.templateCheckout(owner, templateId);
  }

  @Get('checkouts/:id')
  @ApiDoc({ tag, summary: 'A Checkout of the workspace: open, or paid once Stripe said so' })
  checkout(@CurrentOwner() owner: Owner, @Param('id') id: string) {
    return this.billing.checkout(owner, id);
  }

  /** Stripe's webhooks: verified over the raw body, stored once each; Stripe resends on failure. */
  @Public()
  @Post('webhooks/stripe')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET)',
    responses: { 200: 'Received', 400: errorResponseSchema, 503: errorResponseSchema },
  })
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>) {
    const signature = request.headers['stripe-signature'];
    await this.webhooks.receive(request.rawBody, typeof signature === 'string' ? signature : '');
    return { received: true };
  }
}
