import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE, type TemplateComponent } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { seedSimulatorCustomers } from './simulatorRows.ts';
import { insertTemplate } from './templateRows.ts';

/** The demo's approved template: a text header, a body with a variable, a footer and two quick replies. */
export const WELCOME_TEMPLATE_COMPONENTS: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Welcome to {{1}}', example: ['Parley'] },
  { type: 'BODY', text: 'Hi {{1}}, thanks for joining *Parley*. Reply with a button below.', example: ['Asha'] },
  { type: 'FOOTER', text: 'Parley demo' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Tell me more' },
      { type: 'QUICK_REPLY', text: 'Stop' },
    ],
  },
];

/**
 * The demo enterprise's sandbox channel "Sandbox" (nothing fails, the word "reject" is refused, reviews take five
 * seconds) with its simulator's customers and the approved template `welcome_message`, so sending works at once.
 */
export async function seedDemoSandbox(
  db: Queryable,
  enterpriseId: string,
): Promise<{ channelId: string; template: { id: string; name: string; components: TemplateComponent[] } }> {
  const channelId = newId();
  await db.query(
    `INSERT INTO channels (id, enterprise_id, name, type, vendor, config) VALUES ($1, $2, 'Sandbox', $3, $4, $5::jsonb)`,
    [
      channelId,
      enterpriseId,
      WHATSAPP_CHANNEL_TYPE,
      VENDOR_IDS.sandbox,
      JSON.stringify({ failureRate: '0', rejectWord: 'reject', reviewSeconds: '5' }),
    ],
  );
  await seedSimulatorCustomers(db, enterpriseId, channelId);
  const template = await insertTemplate(db, {
    id: newId(),
    enterpriseId,
    channelId,
    name: 'welcome_message',
    language: 'en_US',
    category: 'UTILITY',
    type: 'DEFAULT',
    status: 'APPROVED',
    rejectedReason: null,
    providerTemplateId: null,
    components: WELCOME_TEMPLATE_COMPONENTS,
    reviewAt: null,
  });
  return { channelId, template: { id: template.id, name: template.name, components: template.components } };
}
