import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaughtMail } from '../packages/server/test/mailCatcher.ts';
import { E2E_SMTP_PORT } from './fixtures.ts';

/** Mail caught by the e2e SMTP server, one JSON file each, shared between the runner and the test workers. */
export const MAILBOX_DIR = join(tmpdir(), `parley-e2e-mailbox-${E2E_SMTP_PORT}`);

export function resetMailbox(): void {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
}

let written = 0;
export function storeMail(mail: CaughtMail): void {
  written += 1;
  writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${String(written).padStart(4, '0')}.json`), JSON.stringify(mail));
}

/** Waits for the newest mail to `to` whose subject contains `subject`, as the recipient would open it. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(MAILBOX_DIR)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(join(MAILBOX_DIR, file), 'utf8')) as CaughtMail);
    const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const linkIn = (mail: CaughtMail): string => {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[0];
};
