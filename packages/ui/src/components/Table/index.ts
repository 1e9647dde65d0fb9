export { Table } from './Table.tsx';
export type { TableProps, TableColumn } from './Table.tsx';
