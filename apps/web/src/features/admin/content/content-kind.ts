import type { ComponentType, ReactNode } from 'react';

/** A page of a console list: which page, and how many rows in all. */
interface PaginatorInfo {
  currentPage: number;
  total: number;
}

/** Where a form shows the server's per-field messages (a Mantine form). */
export interface FieldErrorTarget {
  setFieldError: (path: string, error: string) => void;
  values: object;
}

export interface ContentFormProps<Row, Input> {
  /** The record being edited, or null for a new one. */
  row: Row | null;
  pending: boolean;
  onSubmit: (input: Input, form: FieldErrorTarget) => void;
  onCancel: () => void;
}

export interface ContentColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
}

/** One kind of content the console edits (articles, deals, landing pages): how to list, save and show it. */
export interface ContentKind<Row extends { id: string }, Input> {
  key: string;
  title: string;
  singular: string;
  /** Whether the list takes a title search. */
  searchable: boolean;
  list: (args: { search: string; page: number; first: number }) => Promise<{ rows: Row[]; info?: PaginatorInfo }>;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  label: (row: Row) => string;
  columns: ContentColumn<Row>[];
  Form: ComponentType<ContentFormProps<Row, Input>>;
}
