import styled from 'styled-components';
import { ATTACHMENT_SEARCH_DEBOUNCE_MS, ATTACHMENT_TYPE_LABELS, type Bucket } from '@parley/api-client';
import { SearchBox, Select, theme } from '@parley/ui';

/** The library's filters as the inputs hold them; '' is "any". */
export interface LibraryFilterValues {
  search: string;
  /** An artifact type (platform-shell §9), as text. */
  type: string;
  visibility: '' | 'public' | 'private';
  bucketId: string;
}

export const NO_FILTERS: LibraryFilterValues = { search: '', type: '', visibility: '', bucketId: '' };

export interface LibraryFiltersProps {
  value: LibraryFilterValues;
  buckets: readonly Bucket[];
  onChange: (value: LibraryFilterValues) => void;
}

const TYPE_OPTIONS = Object.entries(ATTACHMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const VISIBILITY_FILTER_OPTIONS = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** Search, type, visibility and bucket: each narrows the list at once (the search after typing stops). */
export function LibraryFilters({ value, buckets, onChange }: LibraryFiltersProps) {
  const set = (patch: Partial<LibraryFilterValues>) => onChange({ ...value, ...patch });
  return (
    <StyledFilters role="search" aria-label="Filter attachments">
      <StyledSearch>
        <SearchBox
          label="Search attachments"
          placeholder="Search by name, description or text"
          debounceMs={ATTACHMENT_SEARCH_DEBOUNCE_MS}
          onSearch={(text) => set({ search: text.trim() })}
        />
      </StyledSearch>
      <Select
        label="Type"
        placeholder="All types"
        options={TYPE_OPTIONS}
        value={value.type}
        onChange={(event) => set({ type: event.target.value })}
      />
      <Select
        label="Visibility"
        placeholder="Public and private"
        options={VISIBILITY_FILTER_OPTIONS}
        value={value.visibility}
        onChange={(event) => set({ visibility: event.target.value as LibraryFilterValues['visibility'] })}
      />
      <Select
        label="Bucket"
        placeholder="All buckets"
        options={buckets.map((bucket) => ({ value: bucket.id, label: bucket.name }))}
        value={value.bucketId}
        onChange={(event) => set({ bucketId: event.target.value })}
      />
    </StyledFilters>
  );
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
  gap: ${theme.space[2]};
`;

const StyledSearch = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
