import styled from 'styled-components';
import { Carousel } from '../Carousel/Carousel.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import {
  formatWhatsAppText,
  substituteVariables,
  templateCounters,
  TEMPLATE_CAROUSEL_INTERVAL_MS,
  type TemplateButton,
  type TemplateContent,
} from './templateText.tsx';
import { theme } from '../../theme/theme.ts';

export interface TemplatePreviewProps extends TemplateContent {
  /** Values for {{1}}, {{2}} … (array) or {{name}} (object). */
  sampleValues?: Readonly<Record<string, string>> | readonly string[];
  /** Show the live counters against the limits (default true). */
  showLimits?: boolean;
  /** Carousel auto-advance (default 4000 ms; 0 stops it). */
  carouselIntervalMs?: number;
}

const buttonIcons: Record<TemplateButton['type'], IconName> = {
  QUICK_REPLY: 'chat',
  URL: 'link',
  PHONE_NUMBER: 'user',
  COPY_CODE: 'template',
};

const mediaIcons: Record<'IMAGE' | 'VIDEO' | 'DOCUMENT', IconName> = {
  IMAGE: 'eye',
  VIDEO: 'campaign',
  DOCUMENT: 'report',
};

/**
 * A WhatsApp-style preview of a message template: header, formatted body with sample values,
 * footer, buttons, carousel cards and limited-time offer, with counters against the limits.
 */
export function TemplatePreview({
  sampleValues,
  showLimits = true,
  carouselIntervalMs = TEMPLATE_CAROUSEL_INTERVAL_MS,
  ...template
}: TemplatePreviewProps) {
  const fill = (text: string) => formatWhatsAppText(substituteVariables(text, sampleValues));
  const counters = templateCounters(template);
  const violations = counters.filter((counter) => counter.length > counter.max);
  const { header, body, footer, buttons, cards, limitedTimeOffer } = template;

  return (
    <StyledTemplatePreview>
      <StyledTemplatePhone aria-label="Template preview" role="figure">
        <StyledTemplateBubble>
          {header?.format === 'TEXT' ? <StyledTemplateHeaderText>{fill(header.text)}</StyledTemplateHeaderText> : null}
          {header && header.format !== 'TEXT' ? (
            <StyledTemplateMedia data-format={header.format}>
              {header.format === 'IMAGE' && header.url ? (
                <img src={header.url} alt="Header image" />
              ) : (
                <>
                  <Icon name={mediaIcons[header.format]} size={28} />
                  <span>{header.format === 'DOCUMENT' ? (header.fileName ?? 'DOCUMENT') : header.format}</span>
                </>
              )}
            </StyledTemplateMedia>
          ) : null}
          {limitedTimeOffer !== undefined ? (
            <StyledTemplateOffer>
              <Icon name="bell" size={16} />
              <span>{limitedTimeOffer}</span>
            </StyledTemplateOffer>
          ) : null}
          <StyledTemplateBody data-testid="template-body">{fill(body)}</StyledTemplateBody>
          {footer ? <StyledTemplateFooter>{footer}</StyledTemplateFooter> : null}
        </StyledTemplateBubble>
        {buttons && buttons.length > 0 ? <TemplateButtons buttons={buttons} /> : null}
        {cards && cards.length > 0 ? (
          <Carousel
            label="Carousel cards"
            intervalMs={carouselIntervalMs}
            slides={cards.map((card, index) => (
              <StyledTemplateBubble key={index}>
                <StyledTemplateMedia data-format={card.header?.format ?? 'IMAGE'}>
                  <Icon name={card.header?.format === 'VIDEO' ? 'campaign' : 'eye'} size={24} />
                  <span>Card {index + 1}</span>
                </StyledTemplateMedia>
                <StyledTemplateBody>{fill(card.body)}</StyledTemplateBody>
                {card.buttons && card.buttons.length > 0 ? <TemplateButtons buttons={card.buttons} /> : null}
              </StyledTemplateBubble>
            ))}
          />
        ) : null}
      </StyledTemplatePhone>
      {showLimits ? (
        <StyledTemplateLimits>
          <StyledTemplateCounters aria-label="Character limits">
            {counters.map((counter) => (
              <StyledTemplateCounter key={counter.id} $over={counter.length > counter.max}>
                <span>{counter.label}</span>
                <span>
                  {counter.length}/{counter.max}
                </span>
              </StyledTemplateCounter>
            ))}
          </StyledTemplateCounters>
          {violations.length > 0 ? (
            <div role="alert">
              <StyledTemplateViolations>
                {violations.map((violation) => (
                  <li key={violation.id}>
                    {violation.label} is over the limit ({violation.length}/{violation.max})
                  </li>
                ))}
              </StyledTemplateViolations>
            </div>
          ) : null}
        </StyledTemplateLimits>
      ) : null}
    </StyledTemplatePreview>
  );
}

function TemplateButtons({ buttons }: { buttons: readonly TemplateButton[] }) {
  return (
    <StyledTemplateButtons aria-label="Template buttons">
      {buttons.map((button, index) => (
        <StyledTemplateButton key={`${button.type}-${index}`} data-type={button.type}>
          <Icon name={buttonIcons[button.type]} size={16} />
          {button.text}
        </StyledTemplateButton>
      ))}
    </StyledTemplateButtons>
  );
}

const StyledTemplatePreview = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  align-items: flex-start;
`;

const StyledTemplatePhone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  width: 300px;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceHover};
  font-size: ${theme.font.sizeMd};
  line-height: ${theme.font.lineHeight};
`;

const StyledTemplateBubble = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow[1]};
`;

const StyledTemplateHeaderText = styled.p`
  margin: 0;
  font-weight: ${theme.font.weightBold};
`;

const StyledTemplateMedia = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledTemplateOffer = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.warningSubtle};
  color: ${theme.colors.warning};
  font-weight: ${theme.font.weightMedium};
`;

const StyledTemplateBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

const StyledTemplateFooter = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledTemplateButtons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTemplateButton = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryHover};
  font-weight: ${theme.font.weightMedium};
`;

const StyledTemplateLimits = styled.div`
  flex: 1;
  min-width: 220px;
`;

const StyledTemplateCounters = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.sizeSm};
`;

const StyledTemplateCounter = styled.li<{ $over: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ $over }) => ($over ? theme.font.weightBold : theme.font.weightRegular)};
  font-variant-numeric: tabular-nums;
`;

const StyledTemplateViolations = styled.ul`
  margin: ${theme.space[2]} 0 0;
  padding-left: ${theme.space[4]};
  color: ${theme.colors.danger};
  font-size: ${theme.font.sizeSm};
`;
