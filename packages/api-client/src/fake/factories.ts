import type { AgentType, TrainingStatus } from '../contract/schemas.ts';
import { DEFAULT_AGENT_CONFIG, nextId, tick, type FakeAgent, type FakeStore, type FakeUser } from './store.ts';

const AGENT_NAMES = [
  'Banking Assistant',
  'Order Tracker',
  'Insurance Claims',
  'HR Helpdesk',
  'Travel Concierge',
  'Loan Advisor',
  'Support Triage',
  'Appointment Booking',
  'Card Services',
  'Feedback Collector',
];
const STATUSES: TrainingStatus[] = ['Trained', 'Not Trained', 'Training Inprogress'];

export interface AgentOverrides extends Partial<Omit<FakeAgent, 'type'>> {
  type?: AgentType;
}

export function addAgent(store: FakeStore, overrides: AgentOverrides = {}): FakeAgent {
  const n = store.agents.length;
  const createdAt = tick(store);
  const agent: FakeAgent = {
    id: nextId(store, 'agent'),
    eId: 'ent1',
    name: `${AGENT_NAMES[n % AGENT_NAMES.length]}${n >= AGENT_NAMES.length ? ` ${Math.floor(n / AGENT_NAMES.length) + 1}` : ''}`,
    description: 'Answers the questions customers ask most, day and night.',
    type: 'nlp',
    createdAt,
    updatedAt: createdAt,
    trainingStatus: STATUSES[n % STATUSES.length]!,
    config: { ...DEFAULT_AGENT_CONFIG },
    ...overrides,
  };
  store.agents.push(agent);
  return agent;
}

export function addAgents(store: FakeStore, count: number): FakeAgent[] {
  return Array.from({ length: count }, () => addAgent(store));
}

export function addUser(store: FakeStore, overrides: Partial<FakeUser> & Pick<FakeUser, 'emailId'>): FakeUser {
  const user: FakeUser = {
    uId: nextId(store, 'user'),
    eId: 'ent1',
    name: overrides.emailId.split('@')[0] ?? 'user',
    password: 'password123',
    roles: [6],
    permissions: [],
    ...overrides,
  };
  store.users.push(user);
  return user;
}

/** Signs a user in without the captcha round trip (for stories that start signed in). */
export function signIn(store: FakeStore, emailId: string): string {
  const user = store.users.find((u) => u.emailId === emailId);
  if (!user) throw new Error(`No fake user ${emailId}`);
  const token = `fake-token-${nextId(store, 's')}`;
  store.sessions.set(token, user.uId);
  return token;
}
