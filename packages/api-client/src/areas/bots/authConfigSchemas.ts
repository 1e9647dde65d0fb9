import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../contract/schemas.ts';

export * from './authConfigRules.ts';

/** A stored integration as the console sees it: the API key only masked. */
export const AuthConfig = Type.Object({
  /** The spec reads the new configuration's id as `response._id`; `id` carries the same value. */
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  authType: Type.Integer(),
  llm: Type.Integer(),
  /** Masked: bullets and the last four characters. */
  apikey: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AuthConfig = Static<typeof AuthConfig>;

/** Create: name, authType (5), llm (1 or 2), apikey. Empty values pass the schema so the spec's messages answer. */
export const AuthConfigSaveRequest = Type.Object({
  name: Type.String({ maxLength: 100 }),
  authType: Type.Integer({ minimum: 0, maximum: 100 }),
  llm: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
  apikey: Type.String({ maxLength: 500 }),
});
export type AuthConfigSaveRequest = Static<typeof AuthConfigSaveRequest>;

/** Update: as create, but an empty or missing apikey keeps the stored key. */
export const AuthConfigUpdateRequest = Type.Object({
  name: Type.String({ maxLength: 100 }),
  authType: Type.Integer({ minimum: 0, maximum: 100 }),
  llm: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
  apikey: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AuthConfigUpdateRequest = Static<typeof AuthConfigUpdateRequest>;

export const AuthConfigListQuery = Type.Object({
  authType: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});

/**
 * Connection test: a typed key (`llm` and `apikey`, the add form) or a stored integration (`id`), optionally with a
 * newly typed key (the edit form). Empty values pass the schema so the Integration form's messages answer.
 */
export const AuthConfigTestRequest = Type.Object({
  id: Type.Optional(Id),
  llm: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
  apikey: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AuthConfigTestRequest = Static<typeof AuthConfigTestRequest>;

/** Whether the provider accepted the key, and why not in plain words (IntegrationMessages). */
export const AuthConfigTestResult = Type.Object({ ok: Type.Boolean(), message: Type.String() });
export type AuthConfigTestResult = Static<typeof AuthConfigTestResult>;
