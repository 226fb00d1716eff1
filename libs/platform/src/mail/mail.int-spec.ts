import { describe, expect, it } from '@jest/globals';
import { ConsoleMailAdapter } from './console-mail.adapter.js';
import { describeMailContract } from './mail.contract.js';

describeMailContract('console', () => {
  const mail = new ConsoleMailAdapter(() => undefined);
  return Promise.resolve({ mail, delivered: () => Promise.resolve(mail.sentMessages()) });
});

describe('console mail', () => {
  it('prints the recipient, subject and text, so links can be followed without SMTP', async () => {
    const printed: string[] = [];
    const mail = new ConsoleMailAdapter((text) => printed.push(text));

    await mail.send({ to: 'ann@example.com', subject: 'Welcome', text: 'Visit http://x.test/a' });

    expect(printed.join('')).toContain('e-mail to ann@example.com');
    expect(printed.join('')).toContain('Subject: Welcome');
    expect(printed.join('')).toContain('Visit http://x.test/a');
  });
});
