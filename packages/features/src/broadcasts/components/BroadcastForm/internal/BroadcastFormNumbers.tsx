import { useState } from 'react';
import styled from 'styled-components';
import { splitMobileNumbers } from '@parley/api-client';
import { Button, TextArea, theme } from '@parley/ui';
import {
  CustomerPickerDialog,
  type PickedCustomer,
} from '../../../../customer-master/components/CustomerPickerDialog.tsx';
import { BroadcastFormDialogSlot } from './BroadcastFormDialogSlot.tsx';

export interface BroadcastFormNumbersProps {
  numbers: string;
  customers: readonly PickedCustomer[];
  onChange: (numbers: string, customers: PickedCustomer[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Chat mode: the one number is the chat's, and cannot change. */
  locked?: boolean;
  /** Whether 'Get from customer master' is offered (the user can read the customer master). */
  canPick?: boolean;
}

/**
 * 'Mobile Numbers' (§2) with 'Get from customer master': picked customers' numbers are appended to the text, and
 * the customers are kept so the send names them (their fields fill column mappings).
 */
export function BroadcastFormNumbers({
  numbers,
  customers,
  onChange,
  onBlur,
  error,
  locked = false,
  canPick = true,
}: BroadcastFormNumbersProps) {
  const [picking, setPicking] = useState(false);
  const typed = new Set(splitMobileNumbers(numbers));
  const picked = customers.filter((customer) => typed.has(customer.phoneNumber)).length;

  const handlePick = (chosen: PickedCustomer[]) => {
    setPicking(false);
    const added = chosen.filter((customer) => !typed.has(customer.phoneNumber)).map((c) => c.phoneNumber);
    const text = [numbers.trim().replace(/,\s*$/, ''), ...new Set(added)].filter(Boolean).join(', ');
    const byId = new Map([...customers, ...chosen].map((customer) => [customer.id, customer]));
    onChange(text, [...byId.values()]);
  };

  return (
    <StyledNumbers>
      <TextArea
        label="Mobile Numbers"
        placeholder="{phone},{phone}"
        rows={3}
        required
        readOnly={locked}
        value={numbers}
        error={error}
        hint={
          picked > 0
            ? `Separate numbers with commas. ${picked} from the customer master: their fields fill column mappings.`
            : 'Separate numbers with commas, country code first.'
        }
        onChange={(event) => onChange(event.target.value, [...customers])}
        onBlur={onBlur}
      />
      {canPick && !locked ? (
        <StyledNumbersActions>
          <Button variant="secondary" size="sm" icon="customers" onClick={() => setPicking(true)}>
            Get from customer master
          </Button>
        </StyledNumbersActions>
      ) : null}
      {picking ? (
        <BroadcastFormDialogSlot>
          <CustomerPickerDialog open onClose={() => setPicking(false)} onPick={handlePick} />
        </BroadcastFormDialogSlot>
      ) : null}
    </StyledNumbers>
  );
}

const StyledNumbers = styled.div`
  display: grid;
  gap: ${theme.space[2]};
`;

const StyledNumbersActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
