import { startMailCatcher } from '../packages/server/test/mailCatcher.ts';
import { startCloudApiFake } from '../packages/server/test/support/cloudApiFake.ts';
import { E2E_CLOUD_PORT, E2E_SHOP_PORT, E2E_SMTP_PORT } from './fixtures.ts';
import { startShopSite } from './shopSite.ts';
import { resetMailbox, storeMail } from './mailbox.ts';

/**
 * A real SMTP server on 127.0.0.1 for the whole run (the journeys read the mail it receives), and a WhatsApp Cloud
 * API fake whose business account holds one approved template (the journeys read what it received), and a
 * business's website with the web-chat widget.
 */
export default async function globalSetup() {
  resetMailbox();
  const catcher = await startMailCatcher(E2E_SMTP_PORT, storeMail);
  const cloud = await startCloudApiFake({
    port: E2E_CLOUD_PORT,
    control: true,
    templates: [
      {
        id: '1700000000000001',
        name: 'order_update',
        language: 'en_US',
        category: 'UTILITY',
        status: 'APPROVED',
        components: [{ type: 'BODY', text: 'Hi {{1}}, your order is on its way.', example: { body_text: [['Sam']] } }],
      },
    ],
  });
  const shop = await startShopSite(E2E_SHOP_PORT);
  return async () => {
    await new Promise((resolve) => shop.close(resolve));
    await catcher.close();
    await cloud.close();
  };
}
