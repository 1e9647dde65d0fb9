import styled from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export interface CharacterCounterProps {
  /** The text to count; its characters are counted as a person counts them (an emoji is one). */
  value?: string;
  /** A length counted elsewhere; used when `value` is not given. */
  length?: number;
  limit: number;
  /** For the field's `aria-describedby`, so the count is read with the field. */
  id?: string;
}

/** Characters as a person counts them: code points, so an emoji or an accented letter typed as one is one. */
export const countCharacters = (text: string): number => [...text].length;

export const charactersOverLimit = (over: number): string =>
  `${over} ${over === 1 ? 'character' : 'characters'} over the limit`;

/**
 * "12 / 60" beside a field. Over the limit it turns to the error colour and says by how much, in words that are
 * both shown and announced, so colour is never the only cue.
 */
export function CharacterCounter({ value, length, limit, id }: CharacterCounterProps) {
  const count = value !== undefined ? countCharacters(value) : (length ?? 0);
  const over = Math.max(0, count - limit);

  return (
    <StyledCharacterCounter id={id} data-over={over > 0} $over={over > 0}>
      <span aria-hidden="true">
        {count} / {limit}
      </span>
      <StyledCharacterCounterHidden>
        {count} of {limit} characters
      </StyledCharacterCounterHidden>
      {/* Always in the page, so assistive technology is listening before the text changes. */}
      <StyledCharacterCounterOver aria-live="polite">
        {over > 0 ? charactersOverLimit(over) : ''}
      </StyledCharacterCounterOver>
    </StyledCharacterCounter>
  );
}

const StyledCharacterCounter = styled.span<{ $over: boolean }>`
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${theme.font.sizeSm};
  font-weight: ${({ $over }) => ($over ? theme.font.weightMedium : theme.font.weightRegular)};
  font-variant-numeric: tabular-nums;
`;

const StyledCharacterCounterHidden = styled.span`
  ${visuallyHidden}
`;

// Never display: none when empty: a live region must stay in the accessibility tree to be heard.
const StyledCharacterCounterOver = styled.span`
  &:not(:empty) {
    margin-left: ${theme.space[2]};
  }
`;
