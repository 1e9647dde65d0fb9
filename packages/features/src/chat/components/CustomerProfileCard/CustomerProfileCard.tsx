import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatCustomerProfile } from '@parley/api-client/contract';
import { Badge, theme } from '@parley/ui';

type Customer = NonNullable<ChatCustomerProfile['customer']>;

/** What the card lists, in order: only what the customer has. */
function entriesOf(customer: Customer): [string, ReactNode][] {
  const entries: [string, ReactNode][] = [
    ['Name', customer.name || '-'],
    ['Mobile number', customer.phoneNumber],
  ];
  if (customer.tags.length)
    entries.push([
      'Tags',
      customer.tags.map((tag) => (
        <Badge key={tag} tone="info">
          {tag}
        </Badge>
      )),
    ]);
  if (customer.groups.length) entries.push(['Groups', customer.groups.join(', ')]);
  for (const field of customer.fields) entries.push([field.label, field.value]);
  return entries;
}

export interface CustomerProfileCardProps {
  profile: ChatCustomerProfile | undefined;
  /** The profile could not be loaded (the thread still works). */
  failed?: boolean;
}

/**
 * The chat's customer as the customer master knows them, beside the thread (platform-shell §7.3
 * customer/profile): name, number, tags, groups and the custom fields that have a value.
 */
export function CustomerProfileCard({ profile, failed = false }: CustomerProfileCardProps) {
  const customer = profile?.customer;
  return (
    <StyledCard aria-label="Customer profile">
      <h3>Customer profile</h3>
      {failed ? (
        <StyledMuted>The profile could not be loaded.</StyledMuted>
      ) : profile === undefined ? (
        <StyledMuted>Loading…</StyledMuted>
      ) : !customer ? (
        <StyledMuted>Not in the customer master.</StyledMuted>
      ) : (
        <dl>
          {entriesOf(customer).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </StyledCard>
  );
}

const StyledCard = styled.section`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
