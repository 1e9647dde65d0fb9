import type { VariableDefinition } from '@parley/api-client';
import type { BroadcastFormField } from './broadcastFormModel.ts';

/**
 * The form field a server refusal names ('channelId', 'message.template.media', 'cards.1', 'phoneNumber.3',
 * 'columnMapping.0.value' or a variable's key), or null when the form has no place for it (then it is listed
 * under the form).
 */
export function serverFieldOf(field: string, definitions: readonly VariableDefinition[]): BroadcastFormField | null {
  const path = field.replace(/^message\.template\./, '');
  const card = /^cards\.(\d+)/.exec(path);
  if (card) return `cards.${Number(card[1])}`;
  if (path === 'cards') return 'root.mappingCards';
  if (path === 'channelId') return 'channel';
  if (path === 'media' || path.startsWith('media.')) return 'media';
  if (/^(template|templateId|templateUId)$/.test(path)) return 'template';
  if (/^(phoneNumber|customerIds|segmentId|recipients)(\.|$)/.test(path)) return 'numbers';
  if (path.startsWith('columnMapping') || definitions.some((def) => def.key === path)) return 'mapping';
  return null;
}
