/** Where the attachments area's pages live (relative to the console's root). */
export const attachmentPaths = {
  /** My Library (platform-shell §2.2 content-library). */
  library: '/content-library',
} as const;
