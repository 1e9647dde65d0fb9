import type { IntegrationConfig } from './types.ts';

/** A small client for an OpenAI-compatible API: bearer key, JSON, a timeout; throws on any failure. */
async function post(cfg: IntegrationConfig, path: string, body: unknown): Promise<unknown> {
  const url = cfg.baseUrl.replace(/\/+$/, '') + path;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(cfg.timeoutMs ?? 8000),
  });
  if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}`);
  return res.json();
}

export async function chatCompletion(cfg: IntegrationConfig, system: string, user: string): Promise<string> {
  const json = (await post(cfg, '/chat/completions', {
    model: cfg.chatModel ?? 'gpt-4o-mini',
    temperature: 0,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  })) as { choices?: { message?: { content?: string } }[] };
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('chat completion without content');
  return content;
}

export async function textCompletion(cfg: IntegrationConfig, prompt: string): Promise<string> {
  const json = (await post(cfg, '/completions', { model: cfg.completionModel ?? 'gpt2', prompt, max_tokens: 16, temperature: 0 })) as {
    choices?: { text?: string }[];
  };
  const text = json.choices?.[0]?.text;
  if (typeof text !== 'string') throw new Error('completion without text');
  return text;
}

export async function embed(cfg: IntegrationConfig, input: string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let i = 0; i < input.length; i += 256) {
    const json = (await post(cfg, '/embeddings', { model: cfg.embeddingModel ?? 'text-embedding-3-small', input: input.slice(i, i + 256) })) as {
      data?: { embedding?: number[]; index?: number }[];
    };
    const data = json.data;
    if (!Array.isArray(data) || data.length !== Math.min(256, input.length - i)) throw new Error('embeddings answer of the wrong length');
    const sorted = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    for (const d of sorted) {
      if (!Array.isArray(d.embedding)) throw new Error('embedding missing');
      out.push(d.embedding);
    }
  }
  return out;
}

/** The classification prompt: intent names with a few examples each; the answer is one name or `none`. */
export function intentPrompt(intents: { name: string; examples: string[] }[], text: string): { system: string; user: string; completion: string } {
  const list = intents.map((i) => `- ${i.name}: ${i.examples.map((e) => JSON.stringify(e)).join(', ')}`).join('\n');
  const system =
    'You classify a user message into exactly one intent of a chatbot. Intents with example phrases:\n' +
    list +
    '\nAnswer with the intent name only, or `none` if the message fits no intent.';
  const completion = `Intents with examples:\n${list}\n\nMessage: ${JSON.stringify(text)}\nIntent (a name above or none):`;
  return { system, user: text, completion };
}

/** Find which intent name the model answered (exact, then contained); null for `none` or nothing recognisable. */
export function parseIntentAnswer(answer: string, names: string[]): string | null {
  const a = answer.trim().replace(/^["'`]+|["'`.]+$/g, '').trim().toLowerCase();
  if (!a || a === 'none') return null;
  const exact = names.find((n) => n.toLowerCase() === a);
  if (exact) return exact;
  const contained = [...names].sort((x, y) => y.length - x.length).find((n) => a.includes(n.toLowerCase()));
  return contained ?? null;
}
