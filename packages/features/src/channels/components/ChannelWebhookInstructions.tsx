import { useId } from 'react';
import styled from 'styled-components';
import { DEFAULT_PREFIXES } from '@parley/api-client';
import { useApiClient } from '@parley/api-client/hooks';
import { Button, TextField, theme } from '@parley/ui';
import { CopyFeedback, useCopyText } from './CopyFeedback.tsx';
import { StyledChannelSection, StyledChannelSectionHeading } from './channelSection.styles.ts';

/**
 * Where Meta posts a channel's events: the API's base address (as the console's client calls it) and the
 * channel's webhook path. A base given as a path ('/api') sits on this page's origin; a full address is kept.
 */
export function channelWebhookAddress(baseUrl: string, apiPrefix: string, webhookPath: string, origin: string): string {
  const relative = [baseUrl.replace(/\/+$/, ''), apiPrefix.replace(/^\/+|\/+$/g, ''), webhookPath.replace(/^\/+/, '')]
    .filter(Boolean)
    .join('/');
  return new URL(relative, `${origin}/`).toString();
}

/** The webhook address of a channel, from the API client the console runs with. */
export function useChannelWebhookAddress(webhookPath: string): string {
  const { client } = useApiClient();
  const prefix = client.config.prefixes?.api ?? DEFAULT_PREFIXES.api;
  return channelWebhookAddress(client.config.baseUrl, prefix, webhookPath, window.location.origin);
}

export interface ChannelWebhookInstructionsProps {
  webhookPath: string;
  /** The channel's stored verify token, masked, so the reader knows which one to enter. */
  verifyTokenHint?: string | undefined;
  /** The heading's level where the section sits (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The webhook address of a WhatsApp Cloud API channel with a copy button, and the steps that connect it in
 * Meta's app dashboard: without them Meta never sends the channel its replies and delivery statuses.
 */
export function ChannelWebhookInstructions({
  webhookPath,
  verifyTokenHint,
  headingLevel = 2,
}: ChannelWebhookInstructionsProps) {
  const headingId = useId();
  const address = useChannelWebhookAddress(webhookPath);
  const copy = useCopyText(address);
  return (
    <StyledChannelSection aria-labelledby={headingId}>
      <StyledChannelSectionHeading as={`h${headingLevel}`} id={headingId}>
        Webhook
      </StyledChannelSectionHeading>
      <p>Meta sends this number&apos;s incoming messages and delivery statuses to this address.</p>
      <StyledAddressRow>
        <TextField label="Webhook address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy.copy()}>
          Copy webhook address
        </Button>
      </StyledAddressRow>
      <CopyFeedback state={copy.state} what="Webhook address" />
      <StyledSteps aria-label="Connect the webhook in Meta's app dashboard">
        <li>In Meta&apos;s app dashboard, open your app, then WhatsApp › Configuration.</li>
        <li>Under Webhook, choose Edit and paste the webhook address as the Callback URL.</li>
        <li>
          Enter this channel&apos;s verify token
          {verifyTokenHint ? ` (the one saved here, ending ${verifyTokenHint.replace(/^•+/, '')})` : ''} as the Verify
          token, then choose Verify and save.
        </li>
        <li>Under Webhook fields, subscribe to messages.</li>
      </StyledSteps>
    </StyledChannelSection>
  );
}

const StyledAddressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
  > :first-child {
    flex: 1 1 240px;
  }
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding-left: ${theme.space[5]};
`;
