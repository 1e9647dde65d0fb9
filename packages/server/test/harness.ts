import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer, type ParleyServer, type ServerOptions } from '../src/server.ts';
import { createEnterprise, createUser } from '../src/areas/accounts/services/users.ts';

/** Every captcha drawn by a test server reads this (the server honours it only under NODE_ENV=test). */
export const TEST_CAPTCHA = 'k7m3p';
export const ADMIN = { emailId: 'admin@parley.local', password: 'admin-password-for-tests' };

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Database options for a fresh, empty database, and how to throw it away afterwards. */
  fresh(): Promise<{ options: ServerOptions; dispose(): Promise<void> }>;
}

const pglite: Backend = {
  name: 'pglite',
  fresh: async () => ({ options: { dataDir: 'memory://' }, dispose: async () => undefined }),
};

function postgres(databaseUrl: string): Backend {
  return {
    name: 'postgres',
    async fresh() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      return {
        options: { databaseUrl, schema },
        async dispose() {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. Use with `describe.each(backends)`. */
export const backends: Backend[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

export interface CallOptions {
  token?: string | null;
  /** Sent form-encoded (as the console does) unless `json` is set. */
  body?: Record<string, string | number | boolean>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
}

export interface TestServer {
  server: ParleyServer;
  url: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  login(credentials?: { emailId: string; password: string }): Promise<string>;
  /** A user of the seeded enterprise (or of `enterpriseId`) with these roles. */
  addUser(roles: number[], enterpriseId?: string): Promise<{ emailId: string; password: string; id: string }>;
  /** An administrator of a brand-new enterprise. */
  addForeignAdmin(): Promise<{ emailId: string; password: string; id: string }>;
  seededEnterpriseId(): Promise<string>;
  close(): Promise<void>;
}

let userCount = 0;

export async function startTestServer(backend: Backend, extra: ServerOptions = {}): Promise<TestServer> {
  const database = await backend.fresh();
  const server = await createServer({
    ...database.options,
    testCaptchaAnswer: TEST_CAPTCHA,
    adminPassword: ADMIN.password,
    staticDir: '/nonexistent-parley-console',
    // Nothing leaves the machine: a test that needs an LLM API starts its own and passes its URL (port 9 is closed).
    llm: { baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2_000 },
    // The same for the WhatsApp Cloud API: tests that need it start test/support/cloudApiFake.ts.
    whatsapp: { graphUrl: 'http://127.0.0.1:9/v27.0', timeoutMs: 2_000 },
    ...extra,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  const call: TestServer['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(options.body).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    }
    const response = await fetch(url + path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain-text answers stay text
    }
    return { status: response.status, body: parsed as any, text };
  };

  const seededEnterpriseId = async () => {
    const [row] = await server.db.query<{ enterprise_id: string }>('SELECT enterprise_id FROM users WHERE email = $1', [
      ADMIN.emailId,
    ]);
    return row!.enterprise_id;
  };

  const addUser: TestServer['addUser'] = async (roles, enterpriseId) => {
    userCount += 1;
    const emailId = `user${userCount}-${randomBytes(3).toString('hex')}@example.com`;
    const password = `password-${userCount}`;
    const id = await createUser(server.db, {
      enterpriseId: enterpriseId ?? (await seededEnterpriseId()),
      name: `User ${userCount}`,
      email: emailId,
      password,
      roles,
    });
    return { emailId, password, id };
  };

  return {
    server,
    url,
    call,
    async login(credentials = ADMIN) {
      const captcha = await call('GET', '/api/account/captcha/generate?requestFrom=login');
      const result = await call('POST', '/api/account/enterprise/login/twoFactorAuth', {
        body: { ...credentials, captcha: TEST_CAPTCHA, captchaId: captcha.body.data.captchaId },
      });
      if (result.status !== 200) throw new Error(`login failed: ${result.text}`);
      return result.body.data.authToken as string;
    },
    addUser,
    async addForeignAdmin() {
      const enterpriseId = await createEnterprise(server.db, `Foreign ${randomBytes(3).toString('hex')}`);
      return addUser([1], enterpriseId);
    },
    seededEnterpriseId,
    async close() {
      await server.close();
      await database.dispose();
    },
  };
}
