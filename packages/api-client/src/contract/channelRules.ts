import { Value } from '@sinclair/typebox/value';
import { ChannelMessages, type ChannelDef } from './channel.ts';
import { schemaIssueMessage, type SchemaIssue } from './schemaIssues.ts';
import { findUnstorableText, unstorableTextMessage } from './storableText.ts';
import { issueOfTypeBoxError } from './typeboxIssues.ts';

/** What one message from a client is, once read: a built-in, a declared message to handle, or why it cannot be. */
export type ClientMessageReading =
  | { kind: 'ping' }
  | { kind: 'auth'; token: string }
  | { kind: 'message'; action: string; message: Record<string, unknown> & { action: string } }
  | { kind: 'error'; message: string };

/** The first schema problem of a declared message's fields, or null. */
export type FieldsCheck = (action: string, fields: Record<string, unknown>) => SchemaIssue | null;

const checkWithValue =
  (def: ChannelDef): FieldsCheck =>
  (action, fields) => {
    const first = Value.Errors(def.clientMessages[action]!, fields).First();
    return first ? issueOfTypeBoxError(first) : null;
  };

/**
 * Reads one text frame from a client of `def` by the contract's rules, the same on the server and in the fake:
 * one JSON object with an `action`; `ping` and `auth` built in; any other action must be declared, its fields
 * must match its schema and be storable text. `check` lets the server use its compiled schemas.
 */
export function readClientMessage(
  def: ChannelDef,
  text: string,
  check: FieldsCheck = checkWithValue(def),
): ClientMessageReading {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { kind: 'error', message: ChannelMessages.notJson };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message) || typeof message.action !== 'string')
    return { kind: 'error', message: ChannelMessages.notJson };
  const action = message.action;
  if (action === 'ping') return { kind: 'ping' };
  if (action === 'auth')
    return typeof message.token === 'string'
      ? { kind: 'auth', token: message.token }
      : { kind: 'error', message: ChannelMessages.invalidToken };
  if (!Object.hasOwn(def.clientMessages, action))
    return { kind: 'error', message: ChannelMessages.unknownAction(action) };
  const { action: _action, ...fields } = message;
  const problem = check(action, fields);
  if (problem) return { kind: 'error', message: schemaIssueMessage(problem, action) };
  const unstorable = findUnstorableText(fields, action);
  if (unstorable) return { kind: 'error', message: unstorableTextMessage(unstorable) };
  return { kind: 'message', action, message: message as Record<string, unknown> & { action: string } };
}
