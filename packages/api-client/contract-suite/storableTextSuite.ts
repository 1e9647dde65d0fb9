import { beforeAll, describe, expect, it } from 'vitest';
import type { BoundApi } from '../src/client/index.ts';
import { StorableTextMessages } from '../src/contract/storableText.ts';
import { failure } from './failure.ts';
import type { ContractHarness, Credentials } from './harness.ts';

interface StorableTextSuiteContext {
  harness: () => ContractHarness;
  anonymous: () => BoundApi;
  signIn: (credentials: Credentials) => Promise<BoundApi>;
}

async function refusal(promise: Promise<unknown>) {
  const { httpStatus, code, message, errors } = await failure(promise);
  return { httpStatus, code, message, errors };
}

const refused = (field: string, message: string) => ({
  httpStatus: 400,
  code: 400,
  message: `${field}: ${message}`,
  errors: [{ field, message }],
});

/** NUL and unpaired surrogates are refused the same way by both backends, wherever they travel. */
export function defineStorableTextSuite({ harness, anonymous, signIn }: StorableTextSuiteContext) {
  describe('text the database cannot store', () => {
    let admin: BoundApi;
    beforeAll(async () => {
      admin = await signIn(harness().admin);
    });

    it('refuses NUL in a form field, stores nothing, and names the field', async () => {
      const name = `Nul\u0000agent`;
      expect(await refusal(admin.saveAgent({ body: { name, description: 'x', type: 'nlp' } }))).toEqual(
        refused('name', StorableTextMessages.nul),
      );
      const { data } = await admin.listAgents({ query: { name: 'Nul' } });
      expect(data.agents).toHaveLength(0);
    });

    it('refuses an unpaired surrogate in a JSON field, nested or not', async () => {
      expect(await refusal(admin.saveTag({ body: { name: 'Broken \uD800 tag' } }))).toEqual(
        refused('name', StorableTextMessages.loneSurrogate),
      );
      const entity = admin.saveEntity({
        body: {
          agentId: 'x',
          name: 'city',
          values: [{ value: 'Paris', type: 'synonyms', synonyms: ['ok', '\uDC00'] }],
        },
      } as never);
      expect(await refusal(entity)).toEqual(refused('values.0.synonyms.1', StorableTextMessages.loneSurrogate));
    });

    it('refuses NUL in a query parameter and in a path parameter', async () => {
      expect(await refusal(admin.listAgents({ query: { name: 'a\u0000' } }))).toEqual(
        refused('name', StorableTextMessages.nul),
      );
      expect(await refusal(admin.getAgent({ params: { id: 'agent\u0000' } }))).toEqual(
        refused('id', StorableTextMessages.nul),
      );
    });

    it('refuses NUL in a multipart field', async () => {
      const file = new Blob(['intents: []'], { type: 'application/yaml' });
      const upload = admin.importAgent({ body: { file, name: 'Imported\u0000', format: 'rasa' } });
      expect(await refusal(upload)).toEqual(refused('name', StorableTextMessages.nul));
    });

    it('refuses NUL without a session too, before any captcha is looked up', async () => {
      const login = anonymous().login({
        body: { emailId: 'someone@example.com', password: 'secret', captcha: 'abcde', captchaId: '\u0000' },
      });
      expect(await refusal(login)).toEqual(refused('captchaId', StorableTextMessages.nul));
    });
  });
}
