import { useEffect, useState } from 'react';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { BotMessages, checkEntity, splitSynonyms, type EntityValue } from '@parley/api-client';
import { useEntity, useSaveEntity } from '@parley/api-client/hooks';
import { Button, ConfirmDialog, IconButton, Modal, Select, Spinner, TextField, useToast, theme } from '@parley/ui';

export interface EntityFormScreenProps {
  agentId: string;
  /** Undefined: create mode. */
  entityId?: string;
}

interface Row {
  value: string;
  type: 'synonyms' | 'pattern';
  items: string[];
}

const emptyRow = (): Row => ({ value: '', type: 'synonyms', items: [] });
const toRow = (v: EntityValue): Row => ({
  value: v.value,
  type: v.type,
  items: v.type === 'synonyms' ? (v.synonyms ?? []) : (v.pattern ?? []),
});
const toValue = (r: Row): EntityValue =>
  r.type === 'synonyms'
    ? { value: r.value, type: 'synonyms', synonyms: r.items }
    : { value: r.value, type: 'pattern', pattern: r.items };

/** bots/:id/entity-list/create and /:entityId — name and a table of values with synonyms or patterns. */
export function EntityFormScreen({ agentId, entityId }: EntityFormScreenProps) {
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const existing = useEntity(agentId, entityId);
  const save = useSaveEntity();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleteRow, setDeleteRow] = useState<number | null>(null);

  useEffect(() => {
    if (existing.data) {
      setName(existing.data.name);
      setRows(existing.data.values.map(toRow));
    }
  }, [existing.data]);

  const checked = checkEntity({ name, values: rows.map(toValue) });
  const update = (index: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const back = () => navigate(`/bots/${agentId}/entity-list`);

  const submit = () => {
    if (!checked.ok) return;
    save.mutate(
      { agentId, name, values: rows.map(toValue), ...(entityId ? { id: entityId } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          back();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };

  if (entityId && existing.isLoading) return <Spinner label="Loading entity" />;
  const title = entityId ? 'Update Custom Entity' : 'Create Custom Entity';
  return (
    <StyledForm
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{title}</h2>
      <TextField label="Entity name" value={name} onChange={(e) => setName(e.target.value)} required />
      <StyledTable role="table" aria-label="Entity values">
        <div role="row">
          <span role="columnheader">Value</span>
          <span role="columnheader">Type</span>
          <span role="columnheader">Synonyms/Pattern</span>
          <span role="columnheader">Action</span>
        </div>
        {rows.map((row, index) => (
          <div role="row" key={index}>
            <span role="cell">
              <TextField
                label={`Value ${index + 1}`}
                hideLabel
                value={row.value}
                onChange={(e) => update(index, { value: e.target.value })}
              />
            </span>
            <span role="cell">
              <Select
                label={`Type ${index + 1}`}
                hideLabel
                value={row.type}
                options={[
                  { value: 'synonyms', label: 'synonyms' },
                  { value: 'pattern', label: 'pattern' },
                ]}
                onChange={(e) => update(index, { type: e.target.value as Row['type'], items: [] })}
              />
            </span>
            <span role="cell">
              <TextField
                label={`${row.type === 'synonyms' ? 'Synonyms' : 'Pattern'} ${index + 1}`}
                hideLabel
                readOnly
                aria-disabled={!row.value.trim()}
                value={row.items.join(', ')}
                placeholder={row.type === 'synonyms' ? 'Synonyms' : 'Pattern'}
                onClick={() => (row.value.trim() ? setEditing(index) : toast.warning(BotMessages.valueAndTypeFirst))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    if (row.value.trim()) setEditing(index);
                    else toast.warning(BotMessages.valueAndTypeFirst);
                  }
                }}
              />
            </span>
            <span role="cell">
              {rows.length > 1 && (
                <IconButton
                  icon="trash"
                  variant="ghost"
                  label={`Delete value ${index + 1}`}
                  onClick={() => setDeleteRow(index)}
                />
              )}
            </span>
          </div>
        ))}
      </StyledTable>
      {checked.ok && (
        <div>
          <Button variant="secondary" icon="plus" size="sm" onClick={() => setRows((rs) => [...rs, emptyRow()])}>
            Add value
          </Button>
        </div>
      )}
      {!checked.ok && name.trim() && <StyledHint role="status">{checked.message}</StyledHint>}
      <StyledButtons>
        <Button variant="secondary" onClick={back}>
          Cancel
        </Button>
        <Button type="submit" disabled={!checked.ok} loading={save.isPending}>
          {entityId ? 'Update' : 'Create'}
        </Button>
      </StyledButtons>
      {editing !== null && (
        <ItemsModal
          row={rows[editing]!}
          onClose={() => setEditing(null)}
          onSave={(items) => {
            update(editing, { items });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleteRow !== null}
        title="Delete value"
        message="Delete this value?"
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {
          setRows((rs) => rs.filter((_, i) => i !== deleteRow));
          setDeleteRow(null);
        }}
        onCancel={() => setDeleteRow(null)}
      />
    </StyledForm>
  );
}

/** The synonyms/pattern pop-up: edit, remove and add items; Add keeps the non-empty ones. */
function ItemsModal({ row, onClose, onSave }: { row: Row; onClose: () => void; onSave: (items: string[]) => void }) {
  const toast = useToast();
  const [items, setItems] = useState<string[]>(row.items);
  const [draft, setDraft] = useState('');
  const noun = row.type === 'synonyms' ? 'synonym' : 'pattern';
  const add = () => {
    const parts = row.type === 'synonyms' ? splitSynonyms(draft) : [draft.trim()].filter(Boolean);
    if (parts.length === 0) {
      toast.error(BotMessages.emptySynonym);
      return;
    }
    setItems((xs) => [...xs, ...parts]);
    setDraft('');
  };
  return (
    <Modal
      open
      title={`${row.type === 'synonyms' ? 'Synonyms' : 'Pattern'} of ${row.value}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => onSave(items.map((i) => i.trim()).filter(Boolean))}>Add</Button>
        </>
      }
    >
      <StyledItems aria-label={`${noun} list`} $scroll={items.length > 3}>
        {items.map((item, i) => (
          <li key={i}>
            <TextField
              label={`${noun} ${i + 1}`}
              hideLabel
              value={item}
              onChange={(e) => setItems((xs) => xs.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <IconButton
              icon="trash"
              variant="ghost"
              label={`Remove ${noun} ${i + 1}`}
              onClick={() => setItems((xs) => xs.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </StyledItems>
      <StyledAdd>
        <TextField
          label={`New ${noun}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <IconButton icon="plus" label={`Add ${noun}`} onClick={add} />
      </StyledAdd>
    </Modal>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 860px;
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;
const StyledTable = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  [role='row'] {
    display: grid;
    grid-template-columns: 1fr 160px 1.5fr 48px;
    gap: ${theme.space[2]};
    align-items: center;
  }
  [role='columnheader'] {
    font-weight: ${theme.font.weightMedium};
  }
`;
const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
const StyledHint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const StyledItems = styled.ul<{ $scroll: boolean }>`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  list-style: none;
  max-height: ${({ $scroll }) => ($scroll ? '150px' : 'none')};
  overflow-y: auto;
  li {
    display: flex;
    gap: ${theme.space[1]};
    align-items: center;
  }
`;
const StyledAdd = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[1]};
`;
