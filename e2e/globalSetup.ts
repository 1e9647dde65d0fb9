import { startMailCatcher } from '../packages/server/test/mailCatcher.ts';
import { E2E_SMTP_PORT } from './fixtures.ts';
import { resetMailbox, storeMail } from './mailbox.ts';

/** A real SMTP server on 127.0.0.1 for the whole run; the journeys read the mail it receives. */
export default async function globalSetup() {
  resetMailbox();
  const catcher = await startMailCatcher(E2E_SMTP_PORT, storeMail);
  return async () => catcher.close();
}
