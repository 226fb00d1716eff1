import type { MailMessage } from '@tessera/platform';
import { z } from 'zod';

/** What a review e-mail says, by the event it follows. */
export const reviewMailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('received'),
    to: z.string(),
    appTitle: z.string(),
    resubmitted: z.boolean(),
  }),
  z.object({
    kind: z.literal('approved'),
    to: z.string(),
    appTitle: z.string(),
    templateSlug: z.string(),
  }),
  z.object({
    kind: z.literal('rejected'),
    to: z.string(),
    appTitle: z.string(),
    reason: z.string(),
  }),
]);
export type ReviewMail = z.infer<typeof reviewMailSchema>;

/** One header line: a title cannot add lines (or headers) of its own. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 100);

/** The e-mail to the owner; links are built from BASE_URL, never from a request. */
export function reviewMailMessage(mail: ReviewMail, baseUrl: string): MailMessage {
  const title = oneLine(mail.appTitle);
  switch (mail.kind) {
    case 'received':
      return {
        to: mail.to,
        subject: `${title} was ${mail.resubmitted ? 'resubmitted' : 'submitted'} to the marketplace`,
        text: [
          `We received ${title} for the Tessera marketplace.`,
          '',
          'Our team reviews every template. You will receive an email when it is approved.',
        ].join('\n'),
      };
    case 'approved':
      return {
        to: mail.to,
        subject: `${title} is published in the marketplace`,
        text: [
          `Good news: ${title} was approved and is now a template in the Tessera marketplace:`,
          new URL(`/templates/${encodeURIComponent(mail.templateSlug)}`, baseUrl).toString(),
        ].join('\n'),
      };
    case 'rejected':
      return {
        to: mail.to,
        subject: `${title} was not accepted in the marketplace`,
        text: [
          `Our reviewers did not accept ${title} for the marketplace. Their reason:`,
          '',
          mail.reason,
          '',
          "To submit it again, open the app's editor, choose Publish to Marketplace and then Edit & Resubmit.",
          new URL('/dashboard', baseUrl).toString(),
        ].join('\n'),
      };
  }
}
