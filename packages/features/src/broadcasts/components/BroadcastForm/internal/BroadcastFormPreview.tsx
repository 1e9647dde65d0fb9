import styled from 'styled-components';
import type { BroadcastMedia } from '@parley/api-client';
import { Alert, TemplatePreview, theme } from '@parley/ui';
import type { BroadcastCheckState } from '../../../hooks/useBroadcastCheck.ts';
import type { BroadcastTemplateInfo } from '../broadcastFormModel.ts';
import { templatePreviewOfContent, templatePreviewOfTemplate } from './templatePreviewOfTemplate.ts';

export interface BroadcastFormPreviewProps {
  info: BroadcastTemplateInfo | undefined;
  media: BroadcastMedia | null;
  cards: readonly (BroadcastMedia | null)[];
  check: BroadcastCheckState;
}

export const FIRST_RECIPIENT_TITLE = "First recipient's message";
export const CHOOSE_TEMPLATE_TEXT = 'Choose a channel and a template to see the message here.';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The live preview (§2): the template with its examples until the form is complete, then the first recipient's
 * message as the server renders it, with what a send would do (how many get it, who does not and why).
 */
export function BroadcastFormPreview({ info, media, cards, check }: BroadcastFormPreviewProps) {
  const rendered = check.state === 'answered' ? check.data.preview : null;
  const preview = rendered
    ? templatePreviewOfContent(FIRST_RECIPIENT_TITLE, rendered)
    : info
      ? templatePreviewOfTemplate(info.template, media, cards)
      : null;
  return (
    <StyledPreview aria-label="Preview">
      {preview ? (
        <TemplatePreview {...preview} carouselIntervalMs={0} />
      ) : (
        <TemplatePreview title="Template preview" body="" emptyText={CHOOSE_TEMPLATE_TEXT} />
      )}
      <BroadcastFormCheckSummary check={check} />
    </StyledPreview>
  );
}

/** What the server's check found, in words; nothing before the form is complete. */
function BroadcastFormCheckSummary({ check }: { check: BroadcastCheckState }) {
  if (check.state === 'idle') return null;
  if (check.state === 'asking') return <StyledCheckNote role="status">Checking recipients…</StyledCheckNote>;
  if (check.state === 'failed') return <Alert>{check.message}</Alert>;
  const { recipients, rejectedCount, rejected } = check.data;
  const unlisted = rejectedCount - rejected.length;
  return (
    <StyledCheck aria-label="Recipients check">
      <p role="status">
        {plural(recipients, 'recipient')}, {rejectedCount.toLocaleString('en-US')} rejected
      </p>
      {rejected.length ? (
        <ul aria-label="Rejected recipients">
          {rejected.map((recipient, index) => (
            // A number typed twice is rejected twice (as a duplicate): the position tells them apart.
            <li key={`${index}-${recipient.to}`}>
              <strong>{recipient.to}</strong>: {recipient.reason}
            </li>
          ))}
          {unlisted > 0 ? <li>and {plural(unlisted, 'more recipient')} not listed</li> : null}
        </ul>
      ) : null}
    </StyledCheck>
  );
}

const StyledPreview = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
`;

const StyledCheckNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledCheck = styled.section`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  p {
    margin: 0;
    font-weight: ${theme.font.weightMedium};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space[4]};
    font-size: ${theme.font.sizeSm};
  }
`;
