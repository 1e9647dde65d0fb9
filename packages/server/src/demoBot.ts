import { checkEntity, checkIntent, type IntentSaveRequest } from '@parley/api-client/contract';
import type { NluEngine } from '@parley/nlu';
import type { Queryable } from './db/database.ts';
import { newId } from './db/ids.ts';
import { DEFAULT_AGENT_CONFIG } from './areas/bots/services/agents.ts';
import { insertIntent, storeModel, trainingData } from './areas/bots/services/botBuilder.ts';

/**
 * The demo enterprise's ready-made bot, so a new user can open "Customer Support" and Try it at once: a story
 * with a child story, intents with annotated phrases and markdown responses, a custom entity and a required
 * parameter with a prompt. The data passes the same checks as the editor.
 */

const PRODUCT_ENTITY = {
  name: 'product',
  values: [
    { value: 'laptop', type: 'synonyms' as const, synonyms: ['laptop', 'notebook', 'computer'] },
    { value: 'phone', type: 'synonyms' as const, synonyms: ['phone', 'mobile', 'smartphone'] },
    { value: 'headphones', type: 'synonyms' as const, synonyms: ['headphones', 'earphones', 'headset'] },
  ],
};

const PRODUCT_WORDS = ['laptop', 'notebook', 'computer', 'phone', 'mobile', 'smartphone', 'headphones', 'earphones', 'headset'];

interface DemoIntent {
  story: 'Orders' | 'Returns and refunds';
  name: string;
  phrases: string[];
  response: string;
  /** The intent asks for the product until it knows it. */
  needsProduct?: boolean;
}

const DEMO_INTENTS: DemoIntent[] = [
  {
    story: 'Orders',
    name: 'greeting',
    phrases: ['hello', 'hi there', 'good morning', 'hey, anyone there?', 'good evening', 'hi, I need some help'],
    response: 'Hello! I can **track orders**, tell you about **delivery times** and start a **return**. What can I do for you?',
  },
  {
    story: 'Orders',
    name: 'track order',
    phrases: [
      'where is my order',
      'track my package',
      'has my parcel been shipped yet',
      'when will my order arrive',
      'I want to know the status of my order',
      'my order has not arrived',
    ],
    response: 'Your order is on its way and should arrive within **2 working days**. You can follow it under *My orders*.',
  },
  {
    story: 'Orders',
    name: 'delivery times',
    phrases: [
      'how long does delivery take',
      'how fast do you ship',
      'what are your delivery times',
      'do you offer express shipping',
      'how many days for delivery',
    ],
    response: 'Standard delivery takes **3–5 working days**; express delivery arrives the **next working day**.',
  },
  {
    story: 'Returns and refunds',
    name: 'return product',
    phrases: [
      'I want to return my laptop',
      'how do I return the headphones',
      'return my phone please',
      'I would like to send back a product',
      'can I return an item',
      'start a return for my mobile',
    ],
    response: "Sure, I've started a return for your **{product}**. A prepaid label is on its way to your email.",
    needsProduct: true,
  },
  {
    story: 'Returns and refunds',
    name: 'refund status',
    phrases: [
      'where is my refund',
      'when will I get my money back',
      'has my refund been processed',
      'I have not received my refund',
      'refund status please',
    ],
    response: 'Refunds reach your account within **5 working days** of us receiving the item.',
  },
];

export const DEMO_BOT_AGENT = 'Customer Support';
const OUT_OF_SCOPE = "Sorry, I can only help with orders, deliveries and returns. Try 'where is my order?'";

/** Fills the demo agent; called inside the seeding transaction, so it happens once or not at all. */
export async function seedDemoBot(tx: Queryable, enterpriseId: string, agentId: string): Promise<void> {
  const entityId = newId();
  const entity = checkEntity(PRODUCT_ENTITY);
  if (!entity.ok) throw new Error(`demo entity: ${entity.message}`);
  await tx.query(`INSERT INTO entities (id, enterprise_id, agent_id, name, entity_values) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
    entityId,
    enterpriseId,
    agentId,
    entity.value.name,
    JSON.stringify(entity.value.values),
  ]);

  const orders = newId();
  const returns = newId();
  await tx.query(`INSERT INTO stories (id, enterprise_id, agent_id, name, parent_id) VALUES ($1, $2, $3, $4, NULL), ($5, $2, $3, $6, $1)`, [
    orders,
    enterpriseId,
    agentId,
    'Orders',
    returns,
    'Returns and refunds',
  ]);

  for (const demo of DEMO_INTENTS) {
    const body: Pick<IntentSaveRequest, 'name' | 'utterances' | 'responses' | 'entities'> = {
      name: demo.name,
      utterances: demo.phrases.map((utterance) => {
        const word = demo.needsProduct ? PRODUCT_WORDS.find((w) => utterance.includes(w)) : undefined;
        if (!word) return { utterance };
        const start = utterance.indexOf(word);
        return { utterance, entityRefs: [{ entityId, entityStartPos: start, entityEndPos: start + word.length - 1 }] };
      }),
      responses: [{ response: demo.response }],
      ...(demo.needsProduct
        ? {
            entities: [
              {
                id: entityId,
                name: 'product',
                required: true,
                value: '$product',
                prompts: ['Which product would you like to return: laptop, phone or headphones?'],
              },
            ],
          }
        : {}),
    };
    const intent = checkIntent(body);
    if (!intent.ok) throw new Error(`demo intent ${demo.name}: ${intent.message}`);
    await insertIntent(tx, enterpriseId, agentId, demo.story === 'Orders' ? orders : returns, intent.value);
  }
  await tx.query(`UPDATE agents SET config = $2::jsonb WHERE id = $1`, [
    agentId,
    JSON.stringify({ ...DEFAULT_AGENT_CONFIG, entityExtractRetries: 2, outOfScopeMessage: OUT_OF_SCOPE }),
  ]);
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Trains the seeded demo agents after start-up, off the request path; the server answers meanwhile and the
 * agent shows 'Training Inprogress'. A failure leaves it 'Not Trained' for the user's Train Agent.
 */
export async function trainSeededAgents(db: Queryable, nlu: NluEngine, agentIds: string[], log: Log): Promise<void> {
  for (const agentId of agentIds) {
    try {
      const [before] = await db.query<{ stamp: string }>(
        `UPDATE agents SET training_status = 'Training Inprogress' WHERE id = $1 RETURNING updated_at::text AS stamp`,
        [agentId],
      );
      if (!before) continue;
      const model = await nlu.train(agentId, await trainingData(db, agentId));
      await storeModel(db, agentId, model);
      // Someone may have edited the demo while it trained: then it is not trained on what it holds now.
      await db.query(
        `UPDATE agents SET training_status = CASE WHEN updated_at::text = $2 THEN 'Trained' ELSE 'Not Trained' END WHERE id = $1`,
        [agentId, before.stamp],
      );
      log.info({ agentId }, 'demo agent trained');
    } catch (error) {
      await db.query(`UPDATE agents SET training_status = 'Not Trained' WHERE id = $1`, [agentId]).catch(() => undefined);
      log.warn({ agentId, err: error }, 'demo agent training failed');
    }
  }
}
