import styled from 'styled-components';
import type { SimulatorCustomer } from '@parley/api-client';
import { Badge, theme } from '@parley/ui';

export interface SimulatorCustomerListProps {
  customers: readonly SimulatorCustomer[];
  selectedId: string | undefined;
  onSelect: (customerId: string) => void;
}

/** The simulator's virtual customers, latest conversation first, with what they have not seen yet. */
export function SimulatorCustomerList({ customers, selectedId, onSelect }: SimulatorCustomerListProps) {
  return (
    <StyledList aria-label="Simulated customers">
      {customers.map((customer) => (
        <li key={customer.id}>
          <StyledCustomer
            type="button"
            aria-current={customer.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(customer.id)}
          >
            <StyledName>
              <strong>{customer.name}</strong>
              {customer.unread ? <Badge tone="info">{customer.unread} new</Badge> : null}
            </StyledName>
            <small>{customer.number}</small>
            {customer.lastMessage ? <StyledLast>{customer.lastMessage}</StyledLast> : null}
          </StyledCustomer>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
`;

const StyledCustomer = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: ${theme.space[2]} ${theme.space[3]};
  text-align: start;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceHover};
  }

  &[aria-current='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.surfaceHover};
  }

  small {
    color: ${theme.colors.textMuted};
  }
`;

const StyledName = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const StyledLast = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;
