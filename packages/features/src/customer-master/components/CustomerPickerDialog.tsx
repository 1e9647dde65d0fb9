import { CUSTOMER_PICKER_PAGE_SIZE } from '@parley/api-client';
import { useCustomerPages } from '@parley/api-client/hooks';
import type { ComboboxOption } from '@parley/ui';
import { PickDialog } from './PickDialog.tsx';

export interface PickedCustomer {
  id: string;
  name: string;
  phoneNumber: string;
}

export interface CustomerPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen customers (at least one: the selection is required). */
  onPick: (customers: PickedCustomer[]) => void;
}

/**
 * 'Customer's List' (§2 Customer picker dialog): a multi-select 'Choose Customer' showing name and phone number,
 * loaded 15 at a time as the list scrolls, with No and Yes. The broadcast sender reuses it for 'Get from customer master'.
 */
export function CustomerPickerDialog({ open, onClose, onPick }: CustomerPickerDialogProps) {
  const customerPage = useCustomerPages(CUSTOMER_PICKER_PAGE_SIZE);
  const loadOptions = async (query: string, offset: number) => {
    const data = await customerPage(query, offset);
    return {
      options: data.customers.map((c): ComboboxOption => ({
        value: `${c.id}|${c.phoneNumber}|${c.name}`,
        label: `${c.name} (${c.phoneNumber})`,
      })),
      hasMore: data.hasMore,
    };
  };
  return (
    <PickDialog
      open={open}
      title="Customer's List"
      label="Choose Customer"
      options={[]}
      loadOptions={loadOptions}
      confirmLabel="Yes"
      cancelLabel="No"
      onClose={onClose}
      onConfirm={(picked) => {
        onPick(
          picked.map((o) => {
            const [id = '', phoneNumber = '', ...name] = o.value.split('|');
            return { id, phoneNumber, name: name.join('|') };
          }),
        );
      }}
    />
  );
}
