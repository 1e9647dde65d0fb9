import { useId } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';
import { Icon } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface StarRatingProps {
  /** Accessible name of the rating. */
  label: string;
  /** Stars chosen, 0..max. */
  value: number;
  /** Number of stars (default 5). */
  max?: number;
  /** Without it the rating is read-only. */
  onChange?: (value: number) => void;
  size?: number;
}

/** A star rating (default 5 stars): radio buttons when editable, an image when read-only. */
export function StarRating({ label, value, max = 5, onChange, size = 20 }: StarRatingProps) {
  const name = useId();
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <StyledStarRating role="img" aria-label={`${label}: ${value} out of ${max}`}>
        {stars.map((star) => (
          <StyledStar key={star} $on={star <= value}>
            <Icon name="star" size={size} />
          </StyledStar>
        ))}
      </StyledStarRating>
    );
  }
  return (
    <StyledStarRatingGroup>
      <StyledStarLegend>{label}</StyledStarLegend>
      {stars.map((star) => (
        <StyledStarLabel key={star} $on={star <= value}>
          <StyledStarInput
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <Icon name="star" size={size} />
          <StyledStarText>{star === 1 ? '1 star' : `${star} stars`}</StyledStarText>
        </StyledStarLabel>
      ))}
    </StyledStarRatingGroup>
  );
}

const StyledStarRating = styled.span`
  display: inline-flex;
  gap: 2px;
`;

const StyledStar = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ $on }) => ($on ? theme.colors.warning : theme.colors.borderStrong)};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

const StyledStarRatingGroup = styled.fieldset`
  display: inline-flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledStarLegend = styled.legend`
  ${visuallyHidden}
`;

const StyledStarLabel = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  color: ${({ $on }) => ($on ? theme.colors.warning : theme.colors.borderStrong)};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-radius: ${theme.radius.sm};
  }
`;

const StyledStarInput = styled.input`
  ${visuallyHidden}
`;

const StyledStarText = styled.span`
  ${visuallyHidden}
`;
