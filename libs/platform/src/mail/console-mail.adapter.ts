import { parseMailMessage, type MailMessage, type MailPort } from './mail.port.js';

const SENT_KEPT = 100;

/**
 * The embedded mail adapter: prints each message instead of sending it, so sign-in links work
 * without an SMTP server. Keeps the last messages for tests and tools.
 */
export class ConsoleMailAdapter implements MailPort {
  private readonly sent: MailMessage[] = [];

  constructor(
    private readonly print: (text: string) => void = (text) => process.stdout.write(text),
  ) {}

  send(message: MailMessage): Promise<void> {
    return new Promise((resolve) => {
      const valid = parseMailMessage(message);
      this.sent.push(valid);
      if (this.sent.length > SENT_KEPT) this.sent.shift();
      this.print(
        [
          `──── e-mail to ${valid.to} ────`,
          `Subject: ${valid.subject}`,
          '',
          valid.text,
          '────',
          '',
        ].join('\n'),
      );
      resolve();
    });
  }

  /** The messages sent so far, oldest first. */
  sentMessages(): readonly MailMessage[] {
    return this.sent;
  }
}
