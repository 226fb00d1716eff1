import { describe, expect, it } from '@jest/globals';
import { InvalidMailError, type MailMessage, type MailPort } from './mail.port.js';

/**
 * The behaviour every mail adapter must have. `open` returns a mail port and a way to read what it
 * delivered (the console adapter's record, an SMTP test server's inbox).
 */
export function describeMailContract(
  name: string,
  open: () => Promise<{ mail: MailPort; delivered: () => Promise<readonly MailMessage[]> }>,
): void {
  describe(`mail contract: ${name}`, () => {
    it('delivers the message as written', async () => {
      const { mail, delivered } = await open();
      const message = {
        to: 'ann@example.com',
        subject: 'Your sign-in link',
        text: 'Open http://localhost:3000/auth/verify?token=abc to sign in.',
      };

      await mail.send(message);

      expect(await delivered()).toEqual([message]);
    });

    it.each([
      ['a recipient that is not an address', { to: 'ann', subject: 'Hi', text: 'Hello' }],
      [
        'a subject that adds a header',
        { to: 'ann@example.com', subject: 'Hi\r\nBcc: x@y.z', text: 'Hello' },
      ],
      ['an empty body', { to: 'ann@example.com', subject: 'Hi', text: '' }],
    ])('refuses %s and delivers nothing', async (_reason, message) => {
      const { mail, delivered } = await open();
      await expect(mail.send(message)).rejects.toThrow(InvalidMailError);
      expect(await delivered()).toEqual([]);
    });
  });
}
