import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NARROW_MEDIA, theme } from '@parley/ui';

export interface ChannelProperty {
  label: string;
  value: ReactNode;
}

export interface ChannelPropertyListProps {
  properties: readonly ChannelProperty[];
}

/** Label and value pairs of a channel; on a phone each value sits under its label. */
export function ChannelPropertyList({ properties }: ChannelPropertyListProps) {
  return (
    <StyledList>
      {properties.map((property) => (
        <StyledRow key={property.label}>
          <dt>{property.label}</dt>
          <dd>{property.value}</dd>
        </StyledRow>
      ))}
    </StyledList>
  );
}

const StyledList = styled.dl`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 220px) minmax(0, 1fr);
  gap: ${theme.space[3]};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media ${NARROW_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;
