import type { SimulatorCustomer } from '@parley/api-client';
import { ConversationList } from '@parley/ui';

export interface SimulatorCustomerListProps {
  customers: readonly SimulatorCustomer[];
  selectedId: string | undefined;
  onSelect: (customerId: string) => void;
}

/** The simulator's virtual customers, latest conversation first, with what they have not seen yet. */
export function SimulatorCustomerList({ customers, selectedId, onSelect }: SimulatorCustomerListProps) {
  return (
    <ConversationList
      label="Simulated customers"
      selectedId={selectedId}
      onSelect={onSelect}
      items={customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        detail: customer.number,
        unread: customer.unread,
        ...(customer.lastMessage ? { lastMessage: customer.lastMessage } : {}),
      }))}
    />
  );
}
