import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import {
  CustomerMessages,
  MAX_UPLOAD_BYTES,
  SAMPLE_CSV_NAME,
  STANDARD_DEFINITIONS,
  isApiError,
  type InputFieldDefinition,
  type ParsedUpload,
} from '@parley/api-client';
import {
  useDownloadSampleCsv,
  useInputFieldDefinitions,
  useStartCustomerImport,
  useTags,
  useUploadCustomerCsv,
} from '@parley/api-client/hooks';
import {
  Alert,
  Button,
  Checkbox,
  FileUploader,
  Icon,
  IconButton,
  Select,
  useToast,
  type FileUploadState,
  theme,
} from '@parley/ui';
import { cmPaths } from '../components/format.ts';
import {
  StyledCard,
  StyledHeader,
  StyledLink,
  StyledMuted,
  StyledRow,
  StyledScreen,
  StyledTitle,
} from '../components/styles.ts';

const isCsvFile = (file: File) =>
  file.name.toLowerCase().endsWith('.csv') && (file.type === '' || /csv|excel|text\/plain/.test(file.type));

const CSV_ACCEPT = ['.csv', 'text/csv'] as const;

// The uploader's own type check lets a .csv name or a text/csv type through; this screen wants both, and the
// server refuses anything past MAX_UPLOAD_BYTES, so such a file is stopped before it is sent.
const checkCsv = (file: File) => {
  if (!isCsvFile(file)) return CustomerMessages.csvOnly;
  if (file.size > MAX_UPLOAD_BYTES) return CustomerMessages.fileTooLarge;
  return null;
};

/**
 * The fields offered in the mapping that have no column yet but must have one for the upload to be worth sending:
 * the phone number (the server refuses a mapping without it) and every other mandatory field (name, mandatory custom
 * fields), since each row is checked against the definitions and a row without a mandatory value is refused.
 */
function unmappedRequiredFields(
  systemHeaders: readonly string[],
  mapping: Readonly<Record<string, string>>,
  customDefinitions: readonly InputFieldDefinition[],
): InputFieldDefinition[] {
  return [...STANDARD_DEFINITIONS, ...customDefinitions].filter(
    (def) => def.mandatory && systemHeaders.includes(def.fieldName) && !mapping[def.fieldName],
  );
}

/** 'A', 'A and B', 'A, B and C'. */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Upload Data (§2, §4 Uploads): sample download, CSV pick, header mapping, then the success card. */
export function UploadDataScreen() {
  const { id: segmentId = '' } = useParams();
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const tags = useTags();
  const definitions = useInputFieldDefinitions();
  const sample = useDownloadSampleCsv();
  const upload = useUploadCustomerCsv();
  const start = useStartCustomerImport();
  const [replace, setReplace] = useState(false);
  const [parsed, setParsed] = useState<ParsedUpload | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [uploadFailure, setUploadFailure] = useState<{ fileName: string; message: string } | null>(null);
  const [uploadingName, setUploadingName] = useState('');
  const [done, setDone] = useState(false);
  const hintId = useId();
  const segment = tags.data?.find((t) => t.id === segmentId);
  const labels = new Map<string, string>([
    ['phoneNumber', 'Phone Number'],
    ['name', 'Name'],
    ...(definitions.data?.inputFieldDefinitions ?? []).map((d) => [d.fieldName, d.fieldLabel] as [string, string]),
  ]);

  const clearUpload = () => {
    setError('');
    setUploadFailure(null);
    setParsed(null);
  };

  const handleFile = (file: File | undefined) => {
    clearUpload();
    if (!file) return;
    setUploadingName(file.name);
    upload.mutate(
      { file, segmentId, replace },
      {
        onSuccess: (result) => {
          const headers = result.data.parsedHeaders;
          setParsed(result.data);
          // Columns named like a field (name or label, any case) are mapped already.
          const auto: Record<string, string> = {};
          for (const system of headers.systemHeaders) {
            const match = headers.userHeaders.find((h) =>
              [system, labels.get(system) ?? ''].some((n) => n.toLowerCase() === h.toLowerCase()),
            );
            if (match) auto[system] = match;
          }
          setMapping(auto);
        },
        onError: (e) => setUploadFailure({ fileName: file.name, message: e.message }),
      },
    );
  };

  const uploadStatus: FileUploadState = upload.isPending
    ? { state: 'uploading', fileName: uploadingName }
    : uploadFailure
      ? { state: 'failed', ...uploadFailure }
      : { state: 'idle' };

  // Upload is offered once the mapping can succeed: a column for every required field (at least one column then).
  const unmapped = parsed
    ? unmappedRequiredFields(parsed.parsedHeaders.systemHeaders, mapping, definitions.data?.inputFieldDefinitions ?? [])
    : [];
  const mappedCount = Object.values(mapping).filter(Boolean).length;
  const mappingHint =
    unmapped.length > 0
      ? `Map a column to ${listOf(unmapped.map((def) => labels.get(def.fieldName) ?? def.fieldLabel))} to upload.`
      : mappedCount === 0
        ? 'Map at least one column to upload.'
        : '';

  const submit = () => {
    if (!parsed || mappingHint) return;
    setError('');
    start.mutate(
      {
        uploadId: parsed.uploadId,
        replace,
        headerMapping: Object.entries(mapping)
          .filter(([, src]) => src)
          .map(([des, src]) => ({ src, des })),
      },
      {
        onSuccess: () => setDone(true),
        onError: (e) => {
          setError(e.message);
          if (isApiError(e)) toast.error(e.message);
        },
      },
    );
  };

  return (
    <StyledScreen aria-labelledby="cm-upload-heading">
      <StyledHeader>
        <StyledTitle id="cm-upload-heading">
          <IconButton
            icon="chevronLeft"
            label="Back to customers"
            variant="ghost"
            onClick={() => navigate(cmPaths.customers)}
          />
          Upload Data{segment ? ` — ${segment.name}` : ''}
        </StyledTitle>
        <StyledRow>
          <Button variant="secondary" onClick={() => navigate(cmPaths.uploads(segmentId))}>
            View My Uploads
          </Button>
          <Button
            variant="secondary"
            icon="upload"
            loading={sample.isPending}
            onClick={() => sample.mutate(SAMPLE_CSV_NAME)}
          >
            Download Sample
          </Button>
        </StyledRow>
      </StyledHeader>
      {done ? (
        <StyledCard role="status">
          <StyledRow>
            <Icon name="check" size={28} />
            <h2 style={{ margin: 0 }}>Uploaded Succesfully</h2>
          </StyledRow>
          <StyledMuted>
            Your file is being added to the segment. Follow its progress in{' '}
            <StyledLink to={cmPaths.uploads(segmentId)}>Uploads</StyledLink>.
          </StyledMuted>
        </StyledCard>
      ) : (
        <StyledCard>
          <StyledRow>
            <StyledUploader>
              <FileUploader
                label="Choose CSV file"
                accept={CSV_ACCEPT}
                hint={`CSV only, up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`}
                invalidTypeMessage={CustomerMessages.csvOnly}
                validate={checkCsv}
                disabled={upload.isPending}
                status={uploadStatus}
                onFiles={(files) => handleFile(files[0])}
                onReject={clearUpload}
              />
            </StyledUploader>
            <Checkbox
              label="Replace Existing Records"
              checked={replace}
              onChange={(e) => setReplace(e.target.checked)}
            />
          </StyledRow>
          {error ? <Alert>{error}</Alert> : null}
          {parsed ? (
            <>
              <StyledMapping aria-label="Header mapping">
                <thead>
                  <tr>
                    <th scope="col">Headers</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {parsed.parsedHeaders.systemHeaders.map((system) => (
                    <tr key={system}>
                      <td>{labels.get(system) ?? system}</td>
                      <td>
                        <Select
                          label={`Column for ${labels.get(system) ?? system}`}
                          hideLabel
                          placeholder="Not mapped"
                          value={mapping[system] ?? ''}
                          options={parsed.parsedHeaders.userHeaders.map((h) => ({ value: h, label: h }))}
                          onChange={(e) => setMapping((m) => ({ ...m, [system]: e.target.value }))}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledMapping>
              <StyledRow style={{ justifyContent: 'flex-end' }}>
                {mappingHint ? <StyledMuted id={hintId}>{mappingHint}</StyledMuted> : null}
                <Button
                  icon="upload"
                  onClick={submit}
                  loading={start.isPending}
                  disabled={mappingHint !== ''}
                  aria-describedby={mappingHint ? hintId : undefined}
                >
                  Upload
                </Button>
              </StyledRow>
            </>
          ) : null}
        </StyledCard>
      )}
    </StyledScreen>
  );
}

const StyledUploader = styled.div`
  flex: 1 1 320px;
  min-width: 0;
`;

const StyledMapping = styled.table`
  width: 100%;
  margin-top: ${theme.space[3]};
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
`;
