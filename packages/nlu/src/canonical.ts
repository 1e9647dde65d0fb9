import type {
  AgentTrainingData,
  EntityData,
  EntityRef,
  EntityValue,
  IntentData,
  IntentParameter,
  TrainingUtterance,
} from './types.ts';

/**
 * The canonical order of an agent's training data: one that depends on its content only, never on its ids or on
 * the order its parts arrive in. The same agent stored twice (duplicated, exported and imported, restored) has
 * other ids, and a server that reads it `ORDER BY id` hands it over in another order; training shuffles the
 * phrases with a seeded generator, and ties everywhere (the first of two equal synonyms, the first value of a
 * normalised text) go to the first in line, so without this the two copies would train to different models.
 *
 * - Entities by name, then by their values (for two entities of one name), then by id (only for two entities
 *   identical but for their ids, where either order gives the same model but for which id sits where).
 *   Their values by text, then type, then synonyms and patterns; each value's synonyms and patterns by text.
 * - Intents by name, then by their content (response, parameters, phrases), then by id (as for entities).
 * - Each intent's phrases by their trimmed text, then the text as written, then their annotations; each phrase's
 *   annotations by position, then by entity.
 * - Where content refers to an entity by id (annotations, parameters), the comparison uses the entity's place in
 *   the canonical order instead; a `sys.*` name (or an id of no entity of the agent) stands for itself.
 * - An intent's parameters keep their order: it is the order their prompts are asked in and, for two parameters
 *   of one entity, the order the message's values go to them — content the agent's author chose, kept the same
 *   by every copy, and not something to sort away.
 *
 * Ids are copied through unchanged, so the model still names the caller's intents and entities. Only plain
 * code-unit comparison is used (no `localeCompare`, whose order follows the ICU data of the Node build).
 */
export function canonicalTrainingData(data: AgentTrainingData): AgentTrainingData {
  const entities = (data.entities ?? []).map(canonicalEntity);
  const entityKeys = new Map(entities.map((e) => [e, JSON.stringify([e.name, e.values])]));
  entities.sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(entityKeys.get(a)!, entityKeys.get(b)!) || compareText(a.id, b.id),
  );

  // An entity id's stand-in in comparisons: its entity's place in the order above (the first, for an id used twice).
  const place = new Map<string, number>();
  entities.forEach((e, k) => {
    if (!place.has(e.id)) place.set(e.id, k);
  });
  const entityKey = (id: string) => {
    const k = place.get(id);
    return k === undefined ? `id:${id}` : `entity:${String(k).padStart(6, '0')}`;
  };
  const refKey = (r: EntityRef) => [r.entityStartPos, r.entityEndPos, entityKey(r.entityId)] as const;
  const compareRefs = (a: EntityRef, b: EntityRef) => {
    const [x, y] = [refKey(a), refKey(b)];
    return x[0] - y[0] || x[1] - y[1] || compareText(x[2], y[2]);
  };
  const utteranceKey = (u: TrainingUtterance) => JSON.stringify((u.entityRefs ?? []).map(refKey));

  const intents = data.intents.map((intent): IntentData => {
    const utterances = intent.utterances.map((u): TrainingUtterance => ({
      utterance: u.utterance,
      ...(u.entityRefs ? { entityRefs: u.entityRefs.map((r) => ({ ...r })).sort(compareRefs) } : {}),
    }));
    const keys = new Map(utterances.map((u) => [u, utteranceKey(u)]));
    utterances.sort(
      (a, b) =>
        compareText(a.utterance.trim(), b.utterance.trim()) ||
        compareText(a.utterance, b.utterance) ||
        compareText(keys.get(a)!, keys.get(b)!),
    );
    return {
      id: intent.id,
      name: intent.name,
      response: intent.response ?? null,
      parameters: (intent.parameters ?? []).map((p): IntentParameter => ({ ...p, prompts: [...(p.prompts ?? [])] })),
      utterances,
    };
  });
  const intentKeys = new Map(
    intents.map((i) => [
      i,
      JSON.stringify([
        i.response,
        (i.parameters ?? []).map((p) => [p.name, entityKey(p.entityId), p.required, p.prompts]),
        i.utterances.map((u) => [u.utterance, utteranceKey(u)]),
      ]),
    ]),
  );
  intents.sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(intentKeys.get(a)!, intentKeys.get(b)!) || compareText(a.id, b.id),
  );

  return { ...data, intents, entities };
}

/** Code-unit order: the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function canonicalEntity(entity: EntityData): EntityData {
  const values = entity.values.map((v): EntityValue => ({
    value: v.value,
    type: v.type,
    ...(v.synonyms ? { synonyms: [...v.synonyms].sort(compareText) } : {}),
    ...(v.pattern ? { pattern: [...v.pattern].sort(compareText) } : {}),
  }));
  const keys = new Map(values.map((v) => [v, JSON.stringify([v.synonyms ?? null, v.pattern ?? null])]));
  values.sort(
    (a, b) => compareText(a.value, b.value) || compareText(a.type, b.type) || compareText(keys.get(a)!, keys.get(b)!),
  );
  return { id: entity.id, name: entity.name, values };
}
