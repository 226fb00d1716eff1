import { z } from 'zod';

export type MailMessage = { to: string; subject: string; text: string };

/**
 * Outgoing e-mail. Embedded: the console adapter prints each message (links included) to the
 * server's output; with SMTP_URL set, the SMTP adapter sends it. Both pass mail.contract.ts.
 */
export type MailPort = {
  /** Rejects an invalid message (InvalidMailError) without sending anything. */
  send(message: MailMessage): Promise<void>;
};

export const MAIL = Symbol('MAIL');

export class InvalidMailError extends Error {
  constructor(reason: string) {
    super(`Invalid e-mail: ${reason}`);
    this.name = 'InvalidMailError';
  }
}

const mailMessage = z.object({
  to: z.email(),
  // A line break in a header would let the subject add headers of its own.
  subject: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\r\n]*$/, 'must be one line'),
  text: z.string().min(1),
});

/** The checks every adapter makes before sending. */
export function parseMailMessage(message: MailMessage): MailMessage {
  const parsed = mailMessage.safeParse(message);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidMailError(`${issue?.path.join('.') ?? 'message'} ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
