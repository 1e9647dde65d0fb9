import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorableTextMessages } from '@parley/api-client/contract';
import { invalidFormText } from '../src/http/formText.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

const form = (text: string | number[]) => (typeof text === 'string' ? Buffer.from(text, 'latin1') : Uint8Array.from(text));

describe('form text as UTF-8, strictly', () => {
  it('accepts UTF-8, whether percent-encoded or sent as it is, with + as a space and malformed escapes as written', () => {
    expect(invalidFormText(form('name=%F0%9F%98%80+caf%C3%A9&x=100%zz&flag&=&a=%'), 'body')).toBeNull();
    expect(invalidFormText(Buffer.from('name=café 😀', 'utf8'), 'body')).toBeNull();
    expect(invalidFormText(form(''), 'query')).toBeNull();
  });

  it('names the field whose value is not UTF-8: an unpaired surrogate, a stray byte, a cut sequence', () => {
    for (const bad of ['%ED%A0%80', '%FF', 'caf%C3', '%C0%AF']) {
      expect(invalidFormText(form(`ok=1&desc=${bad}`), 'body')).toEqual({
        field: 'desc',
        message: StorableTextMessages.invalidUtf8,
      });
    }
    expect(invalidFormText(form([0x64, 0x3d, 0xe9]), 'body')).toEqual({ field: 'd', message: StorableTextMessages.invalidUtf8 });
  });

  it('names the part when a key is not UTF-8', () => {
    expect(invalidFormText(form('%ED%B0%80=1'), 'query')).toEqual({
      field: 'query',
      message: `has a key that ${StorableTextMessages.invalidUtf8}`,
    });
  });
});

describe.each(backends)('form bodies and query strings that are not UTF-8 on $name', (backend) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const departmentNames = async () =>
    (await t.server.db.query<{ name: string }>('SELECT name FROM departments')).map((row) => row.name);

  async function postForm(body: string | Buffer) {
    const response = await fetch(`${t.url}/api/e/enterprise/departments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  }

  it('refuses a form value that is not UTF-8, percent-encoded or raw, with a 400 naming it, and stores nothing', async () => {
    const before = await departmentNames();
    for (const body of ['name=Sales%ED%A0%80&desc=x', Buffer.concat([Buffer.from('name=Sales'), Buffer.from([0xff])])]) {
      const answer = await postForm(body);
      expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
        status: 400,
        message: `name: ${StorableTextMessages.invalidUtf8}`,
        errors: [{ field: 'name', message: StorableTextMessages.invalidUtf8 }],
      });
    }
    expect(await departmentNames()).toEqual(before);
  });

  it('keeps UTF-8 sent raw or percent-encoded exactly as sent', async () => {
    expect((await postForm('name=Caf%C3%A9+%F0%9F%98%80&desc=x')).status).toBe(200);
    expect((await postForm(Buffer.from('name=Ventes été&desc=x', 'utf8'))).status).toBe(200);
    expect(await departmentNames()).toEqual(expect.arrayContaining(['Café 😀', 'Ventes été']));
  });

  it('refuses a query value that is not UTF-8 with a 400 naming it', async () => {
    const { status, body } = await t.call('GET', '/api/e/enterprise/departments?search=%ED%A0%80', { token });
    expect({ status, message: body.message }).toEqual({ status: 400, message: `search: ${StorableTextMessages.invalidUtf8}` });
    const fine = await t.call('GET', '/api/e/enterprise/departments?search=Caf%C3%A9', { token });
    expect(fine.status).toBe(200);
  });
});
