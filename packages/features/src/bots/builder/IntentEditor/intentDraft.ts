import type { EntityRefData, Intent, IntentParameter } from '@parley/api-client';

export interface Phrase {
  utterance: string;
  entityRefs: EntityRefData[];
}

/** What the editor edits: the intent's name, phrases, one response and its entity parameters. */
export interface Draft {
  name: string;
  utterances: Phrase[];
  response: string | null;
  entities: IntentParameter[];
}

export const fromIntent = (intent: Intent | null): Draft => ({
  name: intent?.name ?? '',
  utterances: (intent?.utterances ?? []).map((u) => ({ utterance: u.utterance, entityRefs: u.entityRefs ?? [] })),
  response: intent?.responses[0]?.response ?? null,
  entities: intent?.entities ?? [],
});
