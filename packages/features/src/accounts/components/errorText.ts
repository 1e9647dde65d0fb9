import { Messages } from '@parley/api-client';

/** The text the administration screens show for a failed call: the server's message, else the generic one. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : Messages.somethingWentWrong);
