import { Type, type Static } from '@sinclair/typebox';
import { CSV_ENCODINGS } from './csvEncoding.ts';
import { Id, Paging } from '../../contract/schemas.ts';

// ---- Input field definitions (customer attributes) ----------------------------------------------

export const FieldType = Type.Union([
  Type.Literal('text'),
  Type.Literal('textarea'),
  Type.Literal('selectbox-singlevalue'),
  Type.Literal('selectbox-multiplevalue'),
]);
export type FieldType = Static<typeof FieldType>;

export const InputType = Type.Union([
  Type.Literal('alphabets'),
  Type.Literal('alphanumeric'),
  Type.Literal('number'),
  Type.Literal('decimal'),
]);
export type InputType = Static<typeof InputType>;

/** One validation entry: minValue/maxValue (character lengths), allowSpecialChars, allowedChars. */
export const FieldValidation = Type.Union([
  Type.Object({ id: Type.Literal('minValue'), value: Type.Integer({ minimum: 0, maximum: 100_000 }) }),
  Type.Object({ id: Type.Literal('maxValue'), value: Type.Integer({ minimum: 0, maximum: 100_000 }) }),
  Type.Object({ id: Type.Literal('allowSpecialChars'), value: Type.Boolean() }),
  Type.Object({
    id: Type.Literal('allowedChars'),
    value: Type.Array(Type.String({ minLength: 1, maxLength: 1 }), { maxItems: 64 }),
  }),
]);
export type FieldValidation = Static<typeof FieldValidation>;

export const InputFieldDefinition = Type.Object({
  /** Unique within the enterprise only: 'f' and a number never given twice there (short: customers' values are keyed by it). */
  _id: Type.String({
    description:
      "Unique within the enterprise: 'f' and a number never given twice there. Customers' custom values are keyed by it.",
  }),
  fieldName: Type.String(),
  fieldLabel: Type.String(),
  fieldHelptext: Type.String(),
  mandatory: Type.Boolean(),
  search: Type.Boolean(),
  index: Type.Integer(),
  fieldType: FieldType,
  inputType: Type.Optional(InputType),
  /** Comma-separated dropdown values. */
  defaultValue: Type.Optional(Type.String()),
  commaIncluded: Type.Optional(Type.Boolean()),
  category: Type.Optional(Type.String()),
  validations: Type.Array(FieldValidation),
  /** True for the two fixed standard definitions (phoneNumber, name): read-only. */
  standard: Type.Optional(Type.Boolean()),
});
export type InputFieldDefinition = Static<typeof InputFieldDefinition>;

export const InputFieldDefinitionSave = Type.Object({
  _id: Type.Optional(Id),
  /** Accepted for the console's sake and not used: a new field goes last and a saved one keeps its place. */
  index: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999 })),
  fieldName: Type.String({ maxLength: 64 }),
  fieldLabel: Type.String({ maxLength: 100 }),
  fieldHelptext: Type.String({ maxLength: 500 }),
  mandatory: Type.Boolean(),
  search: Type.Optional(Type.Boolean()),
  fieldType: Type.String({ maxLength: 40 }),
  inputType: Type.Optional(Type.String({ maxLength: 40 })),
  defaultValue: Type.Optional(Type.String({ maxLength: 4000 })),
  commaIncluded: Type.Optional(Type.Boolean()),
  validations: Type.Optional(Type.Array(FieldValidation, { maxItems: 8 })),
});
export type InputFieldDefinitionSave = Static<typeof InputFieldDefinitionSave>;

export const InputFieldDefinitionList = Type.Object({
  /** The two fixed standard definitions, always first. */
  standardDefinitions: Type.Array(InputFieldDefinition),
  /** Custom definitions by index. */
  inputFieldDefinitions: Type.Array(InputFieldDefinition),
});
export type InputFieldDefinitionList = Static<typeof InputFieldDefinitionList>;

export const MoveDefinition = Type.Object({
  from: Type.Integer({ minimum: 0, maximum: 10_000 }),
  to: Type.Integer({ minimum: 0, maximum: 10_000 }),
});

// ---- Customers, segments (tags), groups -----------------------------------------------------------

export const CustomerFieldValue = Type.Object({
  id: Type.String({ maxLength: 64 }),
  value: Type.String({ maxLength: 100_000 }),
});
export type CustomerFieldValue = Static<typeof CustomerFieldValue>;

export const Customer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phoneNumber: Type.String(),
  whatsAppNumber: Type.String(),
  facebookId: Type.String(),
  instaId: Type.String(),
  twitterId: Type.String(),
  tags: Type.Array(Type.String()),
  groups: Type.Array(Type.String()),
  data: Type.Array(CustomerFieldValue),
});
export type Customer = Static<typeof Customer>;

export const CustomerSave = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100_000 }),
  phoneNumber: Type.String({ maxLength: 100_000 }),
  whatsAppNumber: Type.Optional(Type.String({ maxLength: 200 })),
  facebookId: Type.Optional(Type.String({ maxLength: 200 })),
  instaId: Type.Optional(Type.String({ maxLength: 200 })),
  twitterId: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  groups: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  data: Type.Optional(Type.Array(CustomerFieldValue, { maxItems: 500 })),
});
export type CustomerSave = Static<typeof CustomerSave>;

const IdList = Type.Union([Id, Type.Array(Id, { maxItems: 200 })]);

export const CustomerListQuery = Type.Object({
  ...Paging,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(IdList),
  groups: Type.Optional(IdList),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phoneNumber: Type.String(),
  /** One entry per dynamic header, in header order. */
  details: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type CustomerRow = Static<typeof CustomerRow>;

export const CustomerHeader = Type.Object({ id: Type.String(), name: Type.String() });
export type CustomerHeader = Static<typeof CustomerHeader>;

export const CustomerList = Type.Object({
  customers: Type.Array(CustomerRow),
  /** Dynamic attribute columns (custom definitions), by index. */
  headers: Type.Array(CustomerHeader),
  hasMore: Type.Boolean(),
  /**
   * A large import's customers are listed at once but made searchable just after it: true while some of the
   * enterprise's customers are not searchable yet (a search may miss them).
   */
  searchCatchingUp: Type.Boolean(),
});
export type CustomerList = Static<typeof CustomerList>;

export const Segment = Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() });
export type Segment = Static<typeof Segment>;
export const Group = Type.Object({ id: Type.String(), name: Type.String() });
export type Group = Static<typeof Group>;

export const NameSave = Type.Object({ name: Type.String({ maxLength: 100 }) });
export const SearchQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) });

export const MapCustomers = Type.Object({
  customerIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
  groupIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  tagIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
});
export type MapCustomers = Static<typeof MapCustomers>;

// ---- CSV uploads -----------------------------------------------------------------------------------

const CsvEncodingSchema = Type.Union(CSV_ENCODINGS.map((encoding) => Type.Literal(encoding)));

export const UploadState = Type.Union([
  Type.Literal('PARSED'),
  Type.Literal('WAITING'),
  Type.Literal('COMPLETED'),
  Type.Literal('ERROR'),
]);
export type UploadState = Static<typeof UploadState>;

export const UploadRecord = Type.Object({
  uploadId: Type.String(),
  segmentId: Type.String(),
  file: Type.Object({ name: Type.String(), size: Type.Integer() }),
  replace: Type.Boolean(),
  state: UploadState,
  totalLines: Type.Integer(),
  acceptedLines: Type.Integer(),
  errorLines: Type.Integer(),
  /** 0–100, from the bytes read so far. */
  progress: Type.Integer(),
  createdOn: Type.String({ format: 'date-time' }),
  completedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Why the import ended in ERROR, or a note on how the file was read (not UTF-8: read as Windows-1252). */
  message: Type.Optional(Type.String()),
  /** The encoding the file was read in (see csvEncoding.ts). */
  encoding: Type.Optional(CsvEncodingSchema),
});
export type UploadRecord = Static<typeof UploadRecord>;

export const ParsedUpload = Type.Object({
  uploadId: Type.String(),
  parsedHeaders: Type.Object({
    /** Definition field names a column can map to: phoneNumber, name, then custom fields. */
    systemHeaders: Type.Array(Type.String()),
    /** The uploaded file's header row. */
    userHeaders: Type.Array(Type.String()),
  }),
  /** The encoding the file is read in: 'windows-1252' when its bytes are not UTF-8 (see csvEncoding.ts). */
  encoding: Type.Optional(CsvEncodingSchema),
});
export type ParsedUpload = Static<typeof ParsedUpload>;

export const UploadCsv = Type.Object({
  file: Type.Any(),
  segmentId: Id,
  replace: Type.Optional(Type.Boolean()),
});

export const HeaderMapping = Type.Object({ src: Type.String({ maxLength: 200 }), des: Type.String({ maxLength: 64 }) });
export type HeaderMapping = Static<typeof HeaderMapping>;

export const StartImport = Type.Object({
  uploadId: Id,
  headerMapping: Type.Array(HeaderMapping, { minItems: 1, maxItems: 500 }),
  replace: Type.Optional(Type.Boolean()),
});
export type StartImport = Static<typeof StartImport>;

export const UploadListQuery = Type.Object({
  ...Paging,
  segmentId: Type.Optional(Id),
  fromDate: Type.Optional(Type.String({ format: 'date-time' })),
  toDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type UploadListQuery = Static<typeof UploadListQuery>;

export const UploadList = Type.Object({ customerCSVs: Type.Array(UploadRecord), hasMore: Type.Boolean() });
export type UploadList = Static<typeof UploadList>;

export const UploadErrorRow = Type.Object({
  line: Type.Integer(),
  lineStr: Type.String(),
  errors: Type.Array(Type.Object({ message: Type.String() })),
});
export type UploadErrorRow = Static<typeof UploadErrorRow>;

export const UploadErrorQuery = Type.Object({ entryId: Id, ...Paging });
export const UploadErrorList = Type.Object({
  errors: Type.Array(UploadErrorRow),
  hasMore: Type.Boolean(),
  total: Type.Integer(),
});
export type UploadErrorList = Static<typeof UploadErrorList>;
