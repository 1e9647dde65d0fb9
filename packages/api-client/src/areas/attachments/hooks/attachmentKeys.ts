/** The attachments area's query keys. */
export const attachmentKeys = {
  all: ['attachments'] as const,
  artifacts: (query: object) => ['attachments', 'artifacts', query] as const,
  buckets: (query: object) => ['attachments', 'buckets', query] as const,
  downloadAccess: ['attachments', 'downloadAccess'] as const,
};
