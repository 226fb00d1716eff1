import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

/**
 * The embedded server prints every e-mail on its console (the console mail adapter), which the e2e
 * script writes to E2E_SERVER_LOG. This reads the last message sent to an address from there.
 */
async function lastMessageTo(email: string): Promise<string | null> {
  const log = process.env['E2E_SERVER_LOG'];
  if (!log) throw new Error('E2E_SERVER_LOG is not set: run the tests with npm run test:e2e');
  const text = await readFile(log, 'utf8');
  const start = text.lastIndexOf(`──── e-mail to ${email} ────`);
  if (start < 0) return null;
  const end = text.indexOf('\n────\n', start);
  return end < 0 ? null : text.slice(start, end);
}

/** The first link of the last e-mail sent to `email`, waiting for it to arrive. */
export async function linkInLastEmailTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await lastMessageTo(email))?.match(/https?:\/\/\S+/)?.[0];
        return link ?? null;
      },
      { timeout: 15_000, message: `an e-mail with a link to ${email}` },
    )
    .not.toBeNull();
  return link!;
}

/** The demo owner (an admin) that the embedded server seeded and printed on its console. */
export async function demoOwnerCredentials(): Promise<{ email: string; password: string }> {
  const log = process.env['E2E_SERVER_LOG'];
  if (!log) throw new Error('E2E_SERVER_LOG is not set: run the tests with npm run test:e2e');
  const match = /Demo owner: (\S+) \/ (\S+)/.exec(await readFile(log, 'utf8'));
  if (!match) throw new Error('The server did not print the demo owner (is SEED_DEMO on?)');
  return { email: match[1]!, password: match[2]! };
}

/** The subject lines of the e-mails sent to `email`, oldest first. */
export async function subjectsOfEmailsTo(email: string): Promise<string[]> {
  const log = process.env['E2E_SERVER_LOG'];
  if (!log) throw new Error('E2E_SERVER_LOG is not set: run the tests with npm run test:e2e');
  const text = await readFile(log, 'utf8');
  const subjects: string[] = [];
  for (const part of text.split(`──── e-mail to ${email} ────`).slice(1)) {
    const subject = /^Subject: (.*)$/m.exec(part)?.[1];
    if (subject) subjects.push(subject);
  }
  return subjects;
}
