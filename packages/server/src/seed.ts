import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from './db/database.ts';
import { newId } from './db/ids.ts';
import { createEnterprise, createUser } from './areas/accounts/services/users.ts';
import { insertAgent } from './areas/bots/services/agents.ts';
import { seedDemoSandbox } from './areas/channels/services/demoSandbox.ts';
import { seedDemoBroadcasts } from './areas/broadcasts/services/demoBroadcasts.ts';
import { DEMO_BOT_AGENT, seedDemoBot } from './demoBot.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@parley.local';

export interface SeedOptions {
  adminEmail?: string;
  /** When absent, a random 16-character password is generated and returned once. */
  adminPassword?: string;
}

export interface SeedResult {
  /** True on the run that created the first enterprise. */
  created: boolean;
  adminEmail: string;
  /** Only on the creating run; the password is never stored in clear. */
  adminPassword: string | null;
  /** Agents seeded with a ready bot, to be trained once the server runs (creating run only). */
  demoAgentIds?: string[];
}

const DEMO_AGENTS = [
  { name: 'Customer Support', description: 'Answers order, delivery and refund questions', type: 'nlp' },
  { name: 'Appointment Booking', description: 'Books, moves and cancels appointments', type: 'nlp' },
  { name: 'Product FAQ', description: 'Answers product questions from the knowledge base', type: 'prompt' },
];

const randomPassword = () => randomBytes(12).toString('base64url').slice(0, 16);

/**
 * Creates the demo enterprise, its administrator, a few agents and a sandbox channel with an approved template, only
 * when no enterprise exists yet.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const findExisting = async (q: Queryable): Promise<SeedResult | null> => {
    const [row] = await q.query<{ email: string | null }>(
      `SELECT u.email FROM enterprises e LEFT JOIN users u ON u.enterprise_id = e.id AND 1 = ANY(u.roles)
        ORDER BY e.created_at, u.created_at LIMIT 1`,
    );
    return row ? { created: false, adminEmail: row.email ?? adminEmail, adminPassword: null } : null;
  };
  // Cheap check first: hashing a password on every start would be wasted work.
  const before = await findExisting(db);
  if (before) return before;

  const password = options.adminPassword ?? randomPassword();
  return db.transaction(async (tx) => {
    const existing = await findExisting(tx);
    if (existing) return existing;

    const enterpriseId = await createEnterprise(tx, 'Demo Enterprise');
    const adminId = await createUser(tx, {
      enterpriseId,
      name: 'Administrator',
      email: adminEmail,
      password,
      roles: [1],
    });
    const demoAgentIds: string[] = [];
    for (const agent of DEMO_AGENTS) {
      const row = await insertAgent(tx, enterpriseId, { id: newId(), ...agent });
      if (agent.name === DEMO_BOT_AGENT) {
        await seedDemoBot(tx, enterpriseId, row.id);
        demoAgentIds.push(row.id);
      }
    }
    const sandbox = await seedDemoSandbox(tx, enterpriseId);
    await seedDemoBroadcasts(tx, { enterpriseId, ...sandbox, user: { id: adminId, name: 'Administrator' } });
    return { created: true, adminEmail, adminPassword: password, demoAgentIds };
  });
}
