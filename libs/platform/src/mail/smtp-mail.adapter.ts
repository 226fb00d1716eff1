import { createTransport, type Transporter } from 'nodemailer';
import { parseMailMessage, type MailMessage, type MailPort } from './mail.port.js';

/** Sends e-mail through the SMTP server of SMTP_URL (distributed, or embedded when set). */
export class SmtpMailAdapter implements MailPort {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const valid = parseMailMessage(message);
    await this.transport.sendMail({
      from: this.from,
      to: valid.to,
      subject: valid.subject,
      text: valid.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}
