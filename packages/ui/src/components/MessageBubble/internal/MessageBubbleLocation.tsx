import styled from 'styled-components';
import { Icon } from '../../Icon/Icon.tsx';
import {
  formatCoordinates,
  openStreetMapUrl,
  type MessageBubbleLocation as Location,
} from '../messageBubbleContent.ts';
import { visuallyHidden } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';
import { messageBubbleCardFace, messageBubbleCardLink } from './messageBubbleCardFace.ts';

export interface MessageBubbleLocationProps {
  location: Location;
}

/**
 * A location message: the place's name and address, its coordinates and a link to see it on a map. No map tiles
 * are drawn in the bubble: the console's content security policy allows no outside images.
 */
export function MessageBubbleLocation({ location }: MessageBubbleLocationProps) {
  const href = openStreetMapUrl(location);
  return (
    <StyledMessageBubbleLocation role="group" aria-label={location.name ? `Location: ${location.name}` : 'Location'}>
      <StyledMessageBubbleLocationPin>
        <Icon name="mapPin" size={20} />
      </StyledMessageBubbleLocationPin>
      <StyledMessageBubbleLocationText>
        {location.name ? <StyledMessageBubbleLocationName>{location.name}</StyledMessageBubbleLocationName> : null}
        {location.address ? <span>{location.address}</span> : null}
        <StyledMessageBubbleLocationCoordinates>{formatCoordinates(location)}</StyledMessageBubbleLocationCoordinates>
        {href ? (
          <StyledMessageBubbleLocationLink href={href} target="_blank" rel="noopener noreferrer">
            Open in map
            <StyledMessageBubbleLocationHidden> (opens in a new tab)</StyledMessageBubbleLocationHidden>
          </StyledMessageBubbleLocationLink>
        ) : null}
      </StyledMessageBubbleLocationText>
    </StyledMessageBubbleLocation>
  );
}

const StyledMessageBubbleLocation = styled.div`
  ${messageBubbleCardFace}
`;

const StyledMessageBubbleLocationPin = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.colors.danger};
`;

const StyledMessageBubbleLocationText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleLocationName = styled.strong`
  font-weight: ${theme.font.weightBold};
`;

const StyledMessageBubbleLocationCoordinates = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

const StyledMessageBubbleLocationLink = styled.a`
  ${messageBubbleCardLink}
  align-self: flex-start;
`;

const StyledMessageBubbleLocationHidden = styled.span`
  ${visuallyHidden}
`;
