import type { Handlers } from '../http/context.ts';
import * as account from './account.ts';
import * as agents from './agents.ts';
import * as apiKeys from './apiKeys.ts';

export const handlers: Handlers = {
  captchaGenerate: account.captchaGenerate,
  login: account.login,
  logout: account.logout,
  getProfile: account.getProfile,
  getSettings: account.getSettings,
  listAgents: agents.listAgents,
  getAgent: agents.getAgent,
  saveAgent: agents.saveAgent,
  deleteAgent: agents.deleteAgent,
  addApiKey: apiKeys.addApiKey,
  listApiKeys: apiKeys.listApiKeys,
  getApiKey: apiKeys.getApiKey,
  deleteApiKey: apiKeys.deleteApiKey,
};
