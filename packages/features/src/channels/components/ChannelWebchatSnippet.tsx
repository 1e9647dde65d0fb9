import { useId } from 'react';
import styled from 'styled-components';
import { DEFAULT_PREFIXES } from '@parley/api-client';
import { useApiClient } from '@parley/api-client/hooks';
import { Button, theme } from '@parley/ui';
import { channelWebhookAddress } from './ChannelWebhookInstructions.tsx';
import { CopyFeedback, useCopyText } from './CopyFeedback.tsx';
import { StyledChannelSection, StyledChannelSectionHeading } from './channelSection.styles.ts';

/**
 * The script tag that puts a web-chat channel's window on a website. The widget is served beside the API; the tag
 * names the API only when it is not at the script's own origin under /api.
 */
export function webchatSnippet(apiBase: string, channelId: string): string {
  const api = new URL(apiBase);
  const script = new URL('/webchat.js', api.origin).href;
  const apiAttribute = api.href.replace(/\/+$/, '') === `${api.origin}/api` ? '' : ` data-parley-api="${api.href}"`;
  return `<script src="${script}" data-parley-channel="${channelId}"${apiAttribute} async></script>`;
}

/** A web-chat channel's embed code with a copy button, and where to paste it. */
export function ChannelWebchatSnippet({ channelId }: { channelId: string }) {
  const headingId = useId();
  const { client } = useApiClient();
  const prefix = client.config.prefixes?.api ?? DEFAULT_PREFIXES.api;
  const apiBase = channelWebhookAddress(client.config.baseUrl, prefix, '', window.location.origin);
  const snippet = webchatSnippet(apiBase, channelId);
  const copy = useCopyText(snippet);
  return (
    <StyledChannelSection aria-labelledby={headingId}>
      <StyledChannelSectionHeading id={headingId}>Put the chat on your website</StyledChannelSectionHeading>
      <p>
        Paste this tag before <code>&lt;/body&gt;</code> on every page that should offer the chat. Visitors keep their
        conversation as they move between pages.
      </p>
      <StyledCode aria-label="Embed code" tabIndex={0}>
        {snippet}
      </StyledCode>
      <div>
        <Button variant="secondary" onClick={() => void copy.copy()}>
          Copy embed code
        </Button>
      </div>
      <CopyFeedback state={copy.state} what="Embed code" />
    </StyledChannelSection>
  );
}

const StyledCode = styled.pre`
  margin: 0;
  padding: ${theme.space[3]};
  overflow-x: auto;
  white-space: pre-wrap;
  word-break: break-all;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceMuted};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${theme.font.sizeSm};
`;
