/** The API keys' messages and name rule, written once: the server's handlers and the fake both use them. */
export const ApiKeyMessages = {
  notFound: 'API key not found',
  nameRequired: 'Name is required',
  created: 'API key created; copy it now, it will not be shown again',
  deleted: 'API key deleted',
} as const;

/** A key's name as stored: trimmed, with inner runs of white space collapsed to one space (as agent names). */
export const normaliseApiKeyName = (name: string): string => name.trim().replace(/\s+/g, ' ');
