import { handlersOf } from '../http/serverArea.ts';
import { accountsArea } from './accounts/area.ts';
import { attachmentsArea } from './attachments/area.ts';
import { billingArea } from './billing/area.ts';
import { botsArea } from './bots/area.ts';
import { broadcastsArea } from './broadcasts/area.ts';
import { channelsArea } from './channels/area.ts';
import { chatArea } from './chat/area.ts';
import { customersArea } from './customers/area.ts';

/** Every feature area of the server. A new area is one line here; the type names any endpoint left without a handler. */
export const serverAreas = [
  accountsArea,
  attachmentsArea,
  billingArea,
  botsArea,
  broadcastsArea,
  channelsArea,
  chatArea,
  customersArea,
] as const;

export const handlers = handlersOf(serverAreas);
