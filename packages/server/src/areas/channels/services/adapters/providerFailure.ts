import { ChannelAdminMessages } from '@parley/api-client/contract';

export type ProviderFailureReason =
  | 'tokenRefused'
  | 'unreachable'
  | 'timedOut'
  | 'providerError'
  | 'configUnreadable'
  | 'appIdRequired'
  | 'mediaUnusable'
  | 'webChatUnsupported';

export interface ProviderFailureDetails {
  /** The provider's own words (Meta's error message), safe to show: they never carry our credentials. */
  detail?: string;
  /** The provider's error code and subcode (Meta's `error.code`, `error.error_subcode`). */
  code?: number;
  subcode?: number;
  /** The provider's HTTP status, when it answered. */
  httpStatus?: number;
}

/** A provider that refused, failed or could not be reached. */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: ProviderFailureReason,
    readonly details: ProviderFailureDetails = {},
  ) {
    super(reason);
    this.name = 'ProviderFailure';
  }

  /** What the console shows: our sentence for the reason, then the provider's words when it gave some. */
  get shownMessage(): string {
    const base = ChannelAdminMessages[this.reason];
    const worded = this.reason === 'providerError' || this.reason === 'mediaUnusable';
    return this.details.detail && worded ? `${base}: ${this.details.detail}` : base;
  }
}
