import { useRef, useState } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useParams } from 'react-router';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { rulesOf, type InputFieldDefinition } from '@parley/api-client';
import {
  useDeleteInputFieldDefinition,
  useInputFieldDefinitions,
  useMoveInputFieldDefinition,
} from '@parley/api-client/hooks';
import { Button, ConfirmDialog, Icon, IconButton, Spinner, useToast, theme } from '@parley/ui';
import { DefineFieldPanel, FIELD_TYPE_OPTIONS } from '../components/DefineFieldPanel.tsx';
import { cmPaths } from '../components/format.ts';
import { StyledHeader, StyledScreen, StyledTitle } from '../components/styles.ts';

const ROW = 'cm-definition-row';
const HEADERS = [
  '',
  'Field Label',
  'Field Type',
  'Input Type',
  'Mandatory',
  'Min.Char',
  'Max.Char',
  'Allow Spl Char',
  'Allowed Spl Chars.',
  'Action',
];

export interface DefinitionListScreenProps {
  /** 'add' opens the panel in add mode; 'edit' with the route's id in edit mode. */
  panel?: 'add' | 'edit';
}

/** Manage Customer Attributes (§2 Definition list): standard rows fixed on top, custom rows reorder by drag. */
export function DefinitionListScreen({ panel }: DefinitionListScreenProps) {
  const { id } = useParams();
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const definitions = useInputFieldDefinitions();
  const move = useMoveInputFieldDefinition();
  const remove = useDeleteInputFieldDefinition();
  const [deleting, setDeleting] = useState<InputFieldDefinition | null>(null);
  const custom = definitions.data?.inputFieldDefinitions ?? [];
  const editing = panel === 'edit' ? custom.find((d) => d._id === id) : undefined;

  const handleMove = (from: number, to: number) => {
    if (from === to) return;
    move.mutate({ from, to }, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(e.message) });
  };

  return (
    <StyledScreen aria-labelledby="cm-definitions-heading">
      <StyledHeader>
        <StyledTitle id="cm-definitions-heading">Manage Customer Attributes</StyledTitle>
        <Button icon="plus" onClick={() => navigate(`${cmPaths.definitions}/add`)}>
          Add Fields
        </Button>
      </StyledHeader>
      {definitions.isPending ? (
        <Spinner label="Loading fields" />
      ) : (
        <DndProvider backend={HTML5Backend}>
          {/* A phone scrolls the attributes inside their own region, not the page. */}
          <StyledTableScroll role="region" aria-label="Customer attributes, scrollable" tabIndex={0}>
            <StyledTable aria-label="Customer attributes">
              <thead>
                <tr>
                  {HEADERS.map((h, i) => (
                    <th key={i} scope="col">
                      {h || <span className="sr-only">Drag</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {definitions.data?.standardDefinitions.map((d) => (
                  <DefinitionRow key={d._id} def={d} disabled />
                ))}
                {custom.map((d, index) => (
                  <DefinitionRow
                    key={d._id}
                    def={d}
                    index={index}
                    onMove={handleMove}
                    onEdit={() => navigate(`${cmPaths.definitions}/edit/${d._id}`)}
                    onDelete={() => setDeleting(d)}
                  />
                ))}
              </tbody>
            </StyledTable>
          </StyledTableScroll>
        </DndProvider>
      )}
      <DefineFieldPanel
        open={panel === 'add' || (panel === 'edit' && editing !== undefined)}
        {...(editing ? { definition: editing } : {})}
        onClose={() => navigate(cmPaths.definitions)}
        onSaved={() => navigate(cmPaths.definitions)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete"
        message="Are you sure you want to delete?"
        confirmLabel="Yes"
        cancelLabel="No"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (r) => toast.success(r.message),
            onError: (e) => toast.error(e.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </StyledScreen>
  );
}

interface DefinitionRowProps {
  def: InputFieldDefinition;
  disabled?: boolean;
  index?: number;
  onMove?: (from: number, to: number) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

function DefinitionRow({ def, disabled = false, index = -1, onMove, onEdit, onDelete }: DefinitionRowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  const [{ dragging }, drag] = useDrag({
    type: ROW,
    item: { index },
    canDrag: !disabled,
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  const [{ over }, drop] = useDrop<{ index: number }, void, { over: boolean }>({
    accept: ROW,
    canDrop: () => !disabled,
    drop: (item) => onMove?.(item.index, index),
    collect: (monitor) => ({ over: monitor.isOver() && monitor.canDrop() }),
  });
  drag(drop(ref));
  const rules = rulesOf(def);
  const text = def.fieldType === 'text' || def.fieldType === 'textarea';
  return (
    <StyledTr
      ref={ref}
      $dragging={dragging}
      $over={over}
      aria-disabled={disabled || undefined}
      data-testid={`definition-${def.fieldName}`}
    >
      <td>{disabled ? null : <Icon name="menu" title={`Drag ${def.fieldLabel}`} />}</td>
      <td>{def.fieldLabel}</td>
      <td>{FIELD_TYPE_OPTIONS.find((o) => o.value === def.fieldType)?.label ?? def.fieldType}</td>
      <td>{def.inputType ? def.inputType[0]!.toUpperCase() + def.inputType.slice(1) : '-'}</td>
      <td>{def.mandatory ? 'Yes' : 'No'}</td>
      <td>{text ? (rules.min ?? '-') : '-'}</td>
      <td>{text ? (rules.max ?? '-') : '-'}</td>
      <td>{text ? (rules.allowSpecialChars ? 'Yes' : 'No') : '-'}</td>
      <td>{rules.allowedChars.length ? rules.allowedChars.join(' ') : '-'}</td>
      <td>
        {disabled ? null : (
          <>
            <IconButton icon="edit" label={`Edit ${def.fieldLabel}`} size="sm" variant="ghost" onClick={onEdit} />
            <IconButton icon="trash" label={`Delete ${def.fieldLabel}`} size="sm" variant="ghost" onClick={onDelete} />
          </>
        )}
      </td>
    </StyledTr>
  );
}

const StyledTableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  th,
  td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    font-size: ${theme.font.sizeSm};
  }
  th {
    color: ${theme.colors.textMuted};
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const StyledTr = styled.tr<{ $dragging: boolean; $over: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  background: ${({ $over }) => ($over ? theme.colors.primarySubtle : 'transparent')};
  cursor: ${({ 'aria-disabled': disabled }) => (disabled ? 'default' : 'grab')};
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surfaceMuted};
  }
`;
