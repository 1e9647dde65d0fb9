import { Type, type Static } from '@sinclair/typebox';
import type { Customer, InputFieldDefinition } from '../customers/customerMasterSchemas.ts';

/**
 * platform-shell §7.3 "Chat: … customer/profile": who the chat's customer is in the customer master, beside the
 * thread: found by the chat's number (with or without its '+'), with tag and group names and the custom fields
 * that have a value, labelled. Null when the master has no such customer (a web-chat visitor, a new number).
 */
export const ChatCustomerProfile = Type.Object({
  customer: Type.Union([
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      phoneNumber: Type.String(),
      tags: Type.Array(Type.String()),
      groups: Type.Array(Type.String()),
      fields: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
    }),
    Type.Null(),
  ]),
});
export type ChatCustomerProfile = Static<typeof ChatCustomerProfile>;

/** The profile of a customer as the thread shows it (one rule for the server and the fake). */
export function customerProfileOf(
  customer: Customer,
  names: { tags: ReadonlyMap<string, string>; groups: ReadonlyMap<string, string> },
  definitions: readonly Pick<InputFieldDefinition, '_id' | 'fieldLabel' | 'fieldName'>[],
): NonNullable<ChatCustomerProfile['customer']> {
  const values = new Map(customer.data.map((d) => [d.id, d.value]));
  return {
    id: customer.id,
    name: customer.name,
    phoneNumber: customer.phoneNumber,
    tags: customer.tags.flatMap((id) => names.tags.get(id) ?? []),
    groups: customer.groups.flatMap((id) => names.groups.get(id) ?? []),
    fields: definitions.flatMap((d) => {
      const value = values.get(d._id);
      return value ? [{ label: d.fieldLabel || d.fieldName, value }] : [];
    }),
  };
}

/** The customer master's numbers a chat's number may be stored as. */
export const profileNumbers = (customerNumber: string): string[] =>
  customerNumber.startsWith('+') ? [customerNumber] : [customerNumber, `+${customerNumber}`];
