import {
  BroadcastMessages,
  SIMULATOR_SEED_CUSTOMERS,
  renderRecipient,
  templateVariableDefinitions,
  type MappingRow,
  type TemplateComponent,
} from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';
import { newId, orderedIds } from '../../../db/ids.ts';
import { SANDBOX_UNDELIVERABLE } from '../../channels/services/adapters/sandbox.ts';

type Outcome = 'read' | 'delivered' | 'failed' | 'rejected';

const MAPPING: MappingRow[] = [
  { variable: 'header.1', type: 'static', value: 'Parley' },
  { variable: 'body.1', type: 'column', value: 'name' },
];

/**
 * The demo's two past broadcasts on its sandbox channel with the welcome template (the fake seeds the same), so a
 * fresh console's broadcast list, message table and status history show something real: "January welcome"
 * (read, delivered, delivered) two days ago, "Welcome follow-up" (delivered, failed with Meta's 131026, delivered,
 * and a typed number that was no number) yesterday.
 */
export async function seedDemoBroadcasts(
  db: Queryable,
  demo: {
    enterpriseId: string;
    channelId: string;
    template: { id: string; name: string; components: TemplateComponent[] };
    user: { id: string; name: string };
  },
): Promise<void> {
  const [asha, ben, chloe] = SIMULATOR_SEED_CUSTOMERS;
  await seedOne(db, demo, 'January welcome', 2, [
    [asha, 'read'],
    [ben, 'delivered'],
    [chloe, 'delivered'],
  ]);
  await seedOne(db, demo, 'Welcome follow-up', 1, [
    [asha, 'delivered'],
    [ben, 'failed'],
    [chloe, 'delivered'],
    [{ name: '', number: '0000000000' }, 'rejected'],
  ]);
}

async function seedOne(
  db: Queryable,
  demo: Parameters<typeof seedDemoBroadcasts>[1],
  name: string,
  daysAgo: number,
  recipients: [{ name: string; number: string }, Outcome][],
): Promise<void> {
  const id = newId();
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const time = (seconds: number) => new Date(at.getTime() + seconds * 1000).toISOString();
  const { name: templateName, components } = demo.template;
  const ref = { templateId: templateName, templateUId: demo.template.id };
  await db.query(
    `INSERT INTO broadcasts (id, enterprise_id, channel_id, channel_name, template_id, template_name, template, name,
       user_id, user_name, request, total, created_at, completed_at)
     VALUES ($1, $2, $3, 'Sandbox', $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb, $11, $12, $13)`,
    [
      id,
      demo.enterpriseId,
      demo.channelId,
      demo.template.id,
      templateName,
      JSON.stringify({ name: templateName, language: 'en_US', category: 'UTILITY', type: 'DEFAULT', components }),
      name,
      demo.user.id,
      demo.user.name,
      JSON.stringify({
        phoneNumbers: recipients.map(([c]) => c.number),
        customerIds: [],
        segmentId: null,
        template: ref,
        columnMapping: MAPPING,
        resourceType: null,
        resourceId: null,
      }),
      recipients.length,
      at,
      time(10),
    ],
  );
  const definitions = templateVariableDefinitions(components);
  const ids = orderedIds(recipients.length);
  for (const [seq, [customer, outcome]] of recipients.entries()) {
    const messageId = ids[seq]!;
    if (outcome === 'rejected') {
      await db.query(
        `INSERT INTO broadcast_messages (id, enterprise_id, broadcast_id, channel_id, seq, to_number, state, reason,
           updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'rejected', $7, $8)`,
        [messageId, demo.enterpriseId, id, demo.channelId, seq, customer.number, BroadcastMessages.numberInvalid, at],
      );
      continue;
    }
    const rendered = renderRecipient(demo.template, definitions, MAPPING, {}, { name: customer.name });
    if (!rendered.ok) throw new Error(`the demo broadcast cannot render: ${rendered.reason}`);
    const statuses: { status: string; messageStatusTime: string; msg?: string }[] = [
      { status: 'sent', messageStatusTime: time(1) },
      outcome === 'failed'
        ? { status: 'failed', messageStatusTime: time(3), msg: SANDBOX_UNDELIVERABLE.desc }
        : { status: 'delivered', messageStatusTime: time(3) },
    ];
    if (outcome === 'read') statuses.push({ status: 'read', messageStatusTime: time(60) });
    await db.query(
      `INSERT INTO broadcast_messages (id, enterprise_id, broadcast_id, channel_id, seq, to_number, state, payload,
         attempts, sent_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'done', $7::jsonb, 1, $8, $8)`,
      [
        messageId,
        demo.enterpriseId,
        id,
        demo.channelId,
        seq,
        customer.number,
        JSON.stringify({ values: rendered.values, content: rendered.content }),
        time(1),
      ],
    );
    await db.query(
      `INSERT INTO channel_messages (id, enterprise_id, channel_id, direction, customer_number, kind, content, status,
         statuses, trans_id, error_code, error_desc, created_at)
       VALUES ($1, $2, $3, 'out', $4, 'template', $5::jsonb, $6, $7::jsonb, $8, $9, $10, $11)`,
      [
        messageId,
        demo.enterpriseId,
        demo.channelId,
        customer.number,
        JSON.stringify(rendered.content),
        outcome,
        JSON.stringify(statuses),
        `wamid.demo${messageId}`,
        outcome === 'failed' ? SANDBOX_UNDELIVERABLE.code : null,
        outcome === 'failed' ? SANDBOX_UNDELIVERABLE.desc : null,
        time(1),
      ],
    );
  }
}
