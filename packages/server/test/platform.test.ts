import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointDef } from '@parley/api-client/contract';
import { routeUrl } from '../src/http/routes.ts';
import { permissionsFor } from '../src/auth/roles.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

// Each server opens its own database (PGlite: a few seconds each); a busy machine needs headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** `agent/:id` in the contract is `agent/{id}` in OpenAPI. */
const openApiPath = (def: EndpointDef) => routeUrl(def).replace(/:([A-Za-z]+)/g, '{$1}');

describe.each(backends)('platform routes on $name', (backend) => {
  let t: TestServer;
  let consoleDir: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    consoleDir = mkdtempSync(join(tmpdir(), 'parley-console-'));
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Parley console</title>');
    writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log("app")');
    t = await startTestServer(backend, {
      staticDir: consoleDir,
      settings: { featureFlags: { bots: false }, whiteLabel: { title: 'Acme' } },
      logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('answers /healthz (alive) and /readyz (the database answers)', async () => {
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('describes every contract endpoint in /api/openapi.json, with tags and bearer security', async () => {
    const { body: spec } = await t.call('GET', '/api/openapi.json');
    expect(spec.openapi).toMatch(/^3\./);
    for (const def of Object.values(endpoints) as EndpointDef[]) {
      const operation = spec.paths[openApiPath(def)]?.[def.method.toLowerCase()];
      expect(operation, `${def.method} ${openApiPath(def)}`).toBeDefined();
      expect(operation.tags).toEqual([def.tag]);
      expect(operation.summary).toBe(def.summary);
      if (def.auth === 'session') expect(operation.security).toEqual([{ bearer: [] }]);
    }
    expect(spec.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the API docs page', async () => {
    const { status, text } = await t.call('GET', '/api/docs');
    expect(status).toBe(200);
    expect(text).toContain('<html');
  });

  it('answers unknown /api paths with the error envelope', async () => {
    const { status, body } = await t.call('GET', '/api/no/such/thing');
    expect(status).toBe(404);
    expect(body).toEqual({ status: false, code: 404, message: 'Not found' });
    expect((await t.call('POST', '/api/nlp/agent/whatever/train')).status).toBe(404);
  });

  it('accepts trailing slashes', async () => {
    const token = await t.login();
    expect((await t.call('GET', '/api/e/enterprise/users/me/', { token })).status).toBe(200);
  });

  it('refuses bodies over 1 MB', async () => {
    const token = await t.login();
    const result = await t.call('POST', '/api/e/enterprise/departments', {
      token,
      json: { name: 'Big', desc: 'x'.repeat(1_100_000) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ status: false, code: 413 });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const token = await t.login();
    const result = await t.call('POST', '/api/e/enterprise/departments', {
      token,
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(result.status).toBe(400);
    const raw = await fetch(`${t.url}/api/e/enterprise/departments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ status: false, code: 400 });
  });

  it('serves the operator settings, and a flag set to false removes its permissions', async () => {
    const settings = (await t.call('GET', '/api/settings')).body.data;
    expect(settings.featureFlags).toEqual({ bots: false });
    expect(settings.whiteLabel).toEqual({ title: 'Acme' });
    const token = await t.login();
    const me = await t.call('GET', '/api/e/enterprise/users/me', { token });
    expect(me.body.data.permissions).not.toContain('NLP.NLP');
    expect(me.body.data.permissions).not.toContain('COGNITIVE.VIEW');
    expect(me.body.data.permissions).toContain('USERS.ADD');
    expect((await t.call('GET', '/api/nlp/v2/agent', { token })).body.code).toBe(1403);
  });

  it('serves the built console with a single-page fallback', async () => {
    const index = await t.call('GET', '/');
    expect(index.text).toContain('Parley console');
    expect((await t.call('GET', '/assets/app.js')).text).toContain('console.log');
    const deepLink = await t.call('GET', '/bots/123/prompt');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('Parley console');
  });

  it('keeps tokens and passwords out of the logs', async () => {
    const token = await t.login();
    await t.call('GET', '/api/e/enterprise/users/me', { token });
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/e/enterprise/users/me');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('admin-password-for-tests');
  });

  // Last in this block: it breaks the database on purpose.
  it('answers an unexpected failure with 500 and no internal details', async () => {
    const token = await t.login();
    await t.server.db.exec('DROP TABLE api_keys');
    const result = await t.call('GET', '/api/chat/apikey', { token });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ status: false, code: 500, message: 'Something went wrong' });
    expect(logLines.join('\n')).toContain('unexpected error');
  });
});

describe('role permissions', () => {
  it('unions the grants of every role and applies feature flags', () => {
    expect(permissionsFor([6])).toContain('NLP.VIEW');
    expect(permissionsFor([6])).not.toContain('NLP.NLP');
    const both = permissionsFor([3, 6]);
    expect(both).toEqual(expect.arrayContaining(['CHAT.HANDLE', 'NLP.VIEW']));
    expect(permissionsFor([2], { bots: false })).not.toContain('NLP.VIEW');
    expect(permissionsFor([1], { analytics: false, trash: false, billing: false })).not.toEqual(
      expect.arrayContaining(['ANALYTICS.VIEW']),
    );
    const admin = permissionsFor([1], { analytics: false, trash: false, billing: false });
    for (const key of ['ANALYTICS.VIEW', 'ANALYTICS.ANALYTICS', 'TRASH.VIEW', 'ENTERPRISE.MANAGE_BILLING']) {
      expect(admin).not.toContain(key);
    }
    expect(permissionsFor([99])).toEqual([]);
    const withoutAutomation = permissionsFor([1], { milestone: false, campaignAutomation: false });
    expect(withoutAutomation.filter((key) => key.startsWith('ENCAPS.'))).toEqual([]);
    expect(withoutAutomation).not.toContain('JOURNEYS.VIEW_MILESTONEREPORT');
    expect(withoutAutomation).toContain('JOURNEYS.VIEW_REPORTS');
    expect(permissionsFor([1], { milestone: true, campaignAutomation: true })).toEqual(permissionsFor([1]));
  });
});
