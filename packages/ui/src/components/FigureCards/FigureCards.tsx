import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';
import { theme } from '../../theme/theme.ts';

export interface Figure {
  /** What it counts ("Missed"). */
  label: string;
  /** The figure as shown ("12", "1 min 5 s"). */
  value: string | number;
}

export interface FigureCardsProps {
  /** The list's accessible name. */
  label: string;
  figures: readonly Figure[];
}

/** A row of key figures, each on a card: the value large, what it counts beneath; wraps on narrow screens. */
export function FigureCards({ label, figures }: FigureCardsProps) {
  return (
    <StyledFigures aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <Card>
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </Card>
        </li>
      ))}
    </StyledFigures>
  );
}

const StyledFigures = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${theme.space[3]};
  strong {
    display: block;
    font-size: ${theme.font.sizeXl};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;
