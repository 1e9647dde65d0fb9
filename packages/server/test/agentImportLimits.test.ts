import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { zipSync } from 'fflate';
import { AGENT_IMPORT_LIMITS, AgentImportLimitMessages } from '@parley/api-client/contract';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { deflatedEntry, repeatedEntry, storedEntry, zipOf } from './zipBombs.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const MB = 1024 * 1024;
/** What a refused import may add to the server's memory at its peak: the limits' steps, not the bomb's size. */
const REFUSAL_MEMORY_BOUND = 64 * MB;
const AGENT_JSON = deflatedEntry('agent.json', JSON.stringify({ description: 'x', language: 'en' }));

// Refusals do not depend on the database: PGlite is enough.
describe('agent import limits', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(backends[0]!);
    token = await t.login();
  });
  afterAll(async () => t?.close());

  const agentCount = async () =>
    (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents'))[0]!.n;

  /**
   * Uploads the file and samples the process's memory (the server runs in it) until the answer, so the peak of the
   * work the import caused is measured, not only what is left after it.
   */
  async function upload(bytes: Uint8Array, format: 'dialogflow' | 'rasa' = 'dialogflow') {
    const form = new FormData();
    form.set('name', 'Bomb');
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(bytes)]), format === 'rasa' ? 'nlu.yml' : 'agent.zip');
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const response = await fetch(`${t.url}/api/nlp/agent/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { message: string; errors?: { field: string; message: string }[] };
      peak = Math.max(peak, process.memoryUsage().rss);
      return { status: response.status, body, rssGrowth: peak - before.rss };
    } finally {
      clearInterval(sampler);
    }
  }

  async function expectRefused(bytes: Uint8Array, message: string, format: 'dialogflow' | 'rasa' = 'dialogflow') {
    const agents = await agentCount();
    const result = await upload(bytes, format);
    expect(result.status).toBe(413);
    expect(result.body.message).toBe(message);
    expect(result.body.errors).toEqual([{ field: 'file', message }]);
    expect(await agentCount()).toBe(agents);
    return result;
  }

  it('refuses a 1 MB ZIP that expands to 1 GB, after expanding a few MB of it', async () => {
    const bomb = zipOf([AGENT_JSON, repeatedEntry('intents/zeros.json', new Uint8Array(MB), 1024)]);
    expect(bomb.length).toBeLessThan(1.1 * MB);
    const { rssGrowth } = await expectRefused(bomb, AgentImportLimitMessages.compressionRatio());
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND);
  });

  it('refuses a 150 KB ZIP of 150 MB of `[{},{},…]`', async () => {
    const items = repeatedEntry('intents/items.json', Buffer.from('{},'.repeat(MB / 2)), 100, '[', '{}]');
    const bomb = zipOf([AGENT_JSON, items]);
    expect(bomb.length).toBeLessThan(160 * 1024);
    expect(items.size).toBeGreaterThan(150 * MB);
    const { rssGrowth } = await expectRefused(bomb, AgentImportLimitMessages.compressionRatio());
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND);
  });

  it('refuses an archive of too many entries', async () => {
    const files: Record<string, Uint8Array> = { 'agent.json': AGENT_JSON.data };
    for (let i = 0; i <= AGENT_IMPORT_LIMITS.entries; i++) files[`intents/i${i}.txt`] = new Uint8Array(0);
    await expectRefused(zipSync(files, { level: 0 }), AgentImportLimitMessages.entries());
  });

  it('refuses one entry that expands past the entry limit, whatever its header declares', async () => {
    const huge = storedEntry('intents/huge.json', new Uint8Array(AGENT_IMPORT_LIMITS.entryBytes + 1).fill(0x20));
    const { rssGrowth } = await expectRefused(
      zipOf([AGENT_JSON, { ...huge, size: 100 }]),
      AgentImportLimitMessages.entryBytes('intents/huge.json'),
    );
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND + AGENT_IMPORT_LIMITS.entryBytes);
  });

  it('refuses entries that add up past the expanded limit, each within the entry and ratio limits', async () => {
    // 2 KB of random hex, 32 times over: about 20 to 1, like a repetitive export.
    const hex = Array.from({ length: 2048 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
    const unit = Buffer.from(hex.repeat(32));
    const entryCount = Math.ceil(AGENT_IMPORT_LIMITS.expandedBytes / (14 * MB)) + 1;
    const entries = Array.from({ length: entryCount }, (_, i) =>
      repeatedEntry(`intents/part${i}.json`, unit, (14 * MB) / unit.length),
    );
    const zip = zipOf([AGENT_JSON, ...entries]);
    expect(zip.length * AGENT_IMPORT_LIMITS.compressionRatio).toBeGreaterThan(AGENT_IMPORT_LIMITS.expandedBytes);
    const { rssGrowth } = await expectRefused(zip, AgentImportLimitMessages.expandedBytes());
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND + AGENT_IMPORT_LIMITS.expandedBytes);
  });

  it('refuses a JSON file of too many values before parsing it', async () => {
    const values = AGENT_IMPORT_LIMITS.jsonValuesPerFile;
    const file = storedEntry('intents/items.json', `[${'{},'.repeat(values)}{}]`);
    const { rssGrowth } = await expectRefused(
      zipOf([AGENT_JSON, file]),
      AgentImportLimitMessages.jsonValuesPerFile('intents/items.json'),
    );
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND);
  });

  it('refuses JSON nested past the depth limit', async () => {
    const depth = AGENT_IMPORT_LIMITS.depth + 1;
    const file = deflatedEntry('intents/deep.json', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    await expectRefused(zipOf([AGENT_JSON, file]), AgentImportLimitMessages.depth('intents/deep.json'));
  });

  it('refuses more entity values than the limit, counted over all entities', async () => {
    const perEntity = Math.ceil(AGENT_IMPORT_LIMITS.entityValues / 3) + 1;
    const entries = [AGENT_JSON];
    for (const name of ['a', 'b', 'c']) {
      const values = Array.from({ length: perEntity }, (_, i) => ({ value: `${name}${i}`, synonyms: [] }));
      entries.push(deflatedEntry(`entities/${name}.json`, JSON.stringify({ name, isRegexp: false })));
      entries.push(deflatedEntry(`entities/${name}_entries_en.json`, JSON.stringify(values)));
    }
    await expectRefused(zipOf(entries), AgentImportLimitMessages.entityValues());
  });

  it('refuses a Rasa file of more intents than the limit', async () => {
    const intents = Array.from(
      { length: AGENT_IMPORT_LIMITS.intents + 1 },
      (_, i) => `- intent: intent_${i}\n  examples: |\n    - hello ${i}\n`,
    );
    await expectRefused(
      new TextEncoder().encode(`nlu:\n${intents.join('')}`),
      AgentImportLimitMessages.intents(),
      'rasa',
    );
  });

  it('refuses a Rasa file of too many YAML items before parsing it', async () => {
    const items = `nlu:\n${'- {a: 1}\n'.repeat(AGENT_IMPORT_LIMITS.yamlNodes / 3)}`;
    const { rssGrowth } = await expectRefused(
      new TextEncoder().encode(items),
      AgentImportLimitMessages.yamlNodes(),
      'rasa',
    );
    expect(rssGrowth).toBeLessThan(REFUSAL_MEMORY_BOUND);
  });

  it('refuses a Rasa block of more training phrases than the limit', async () => {
    const lines = '    - hi\n'.repeat(AGENT_IMPORT_LIMITS.phrases + 1);
    await expectRefused(
      new TextEncoder().encode(`nlu:\n- intent: greet\n  examples: |\n${lines}`),
      AgentImportLimitMessages.phrases(),
      'rasa',
    );
  });

  /** A Rasa file: entity `code` with `patterns` regexes, and `texts` distinct annotated texts, each `times` times. */
  const patternsAndAnnotations = (patterns: number, texts: number, times = 1) => {
    const regexes = Array.from({ length: patterns }, (_, i) => `    - "^id${i}x$"\n`).join('');
    const examples = Array.from({ length: texts * times }, (_, i) => `    - show [t${i % texts}](code)\n`).join('');
    return new TextEncoder().encode(
      `nlu:\n- regex: code\n  examples: |\n${regexes}- intent: show\n  examples: |\n${examples}`,
    );
  };

  it("refuses a Rasa file whose regexes would be tried on its annotated texts more times than the limit", async () => {
    const patterns = 2_001;
    const texts = Math.ceil(AGENT_IMPORT_LIMITS.patternTests / patterns);
    expect(patterns * texts).toBeGreaterThan(AGENT_IMPORT_LIMITS.patternTests);
    await expectRefused(patternsAndAnnotations(patterns, texts), AgentImportLimitMessages.patternTests(), 'rasa');
  });

  it('tries each distinct annotated text once: the same texts repeated stay within the limit', async () => {
    const patterns = 2_001;
    const texts = Math.floor(AGENT_IMPORT_LIMITS.patternTests / patterns);
    const result = await upload(patternsAndAnnotations(patterns, texts, 3), 'rasa');
    expect({ status: result.status, message: result.body.message }).toMatchObject({ status: 200 });
  });

  it('still imports an archive with a folder, a README and JSON within the limits', async () => {
    const zip = zipOf([
      deflatedEntry('agent/', ''),
      deflatedEntry('agent/README.md', 'not read'),
      deflatedEntry('agent/agent.json', JSON.stringify({ description: 'Small', language: 'en' })),
      deflatedEntry(
        'agent/intents/hello.json',
        JSON.stringify({ name: 'hello', responses: [{ messages: [{ type: '0', speech: ['Hi!'] }] }] }),
      ),
      deflatedEntry(
        'agent/intents/hello_usersays_en.json',
        JSON.stringify([{ data: [{ text: 'hello' }] }, { data: [{ text: 'hi there' }] }]),
      ),
    ]);
    const result = await upload(zip);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Agent imported successfully');
  });
});
