import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describeMailContract } from './mail.contract.js';
import type { MailMessage } from './mail.port.js';
import { SmtpMailAdapter } from './smtp-mail.adapter.js';

/** A local SMTP server (smtp-server) that keeps what it receives, parsed into messages. */
let server: SMTPServer;
let port = 0;
let inbox: { from: string; to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
const body = (raw: string) =>
  raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=')
    .trim();

describeMailContract('smtp', () => {
  inbox = [];
  const mail = new SmtpMailAdapter(`smtp://127.0.0.1:${port}`, 'Tessera <no-reply@tessera.test>');
  return Promise.resolve({
    mail,
    delivered: () =>
      Promise.resolve(
        inbox.map((received): MailMessage => ({
          to: received.to.join(','),
          subject: header(received.raw, 'Subject'),
          text: body(received.raw),
        })),
      ),
  });
});

describe('smtp mail', () => {
  it('sends from MAIL_FROM to the recipient only', async () => {
    inbox = [];
    const mail = new SmtpMailAdapter(`smtp://127.0.0.1:${port}`, 'Tessera <no-reply@tessera.test>');
    await mail.send({ to: 'bob@example.com', subject: 'Set your password', text: 'Hello' });
    mail.close();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ from: 'no-reply@tessera.test', to: ['bob@example.com'] });
    expect(header(inbox[0]!.raw, 'From')).toBe('Tessera <no-reply@tessera.test>');
  });
});
