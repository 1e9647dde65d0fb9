import { useState } from 'react';
import styled from 'styled-components';
import { BotMessages, type IntentParameter } from '@parley/api-client';
import { Checkbox, IconButton, TextField, theme } from '@parley/ui';

export interface IntentEditorParametersProps {
  parameters: IntentParameter[];
  entityName: (id: string) => string;
  onChange: (p: IntentParameter[]) => void;
}

/** The intent's entity parameters: name, entity, Required, value and prompts; nothing when there are none. */
export function IntentEditorParameters({ parameters, entityName, onChange }: IntentEditorParametersProps) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const update = (i: number, patch: Partial<IntentParameter>) =>
    onChange(parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  if (parameters.length === 0) return null;
  return (
    <StyledParams aria-label="Entity parameters">
      <h3>Entity parameters</h3>
      {parameters.map((p, i) => (
        <StyledParam key={`${p.id}-${i}`} aria-label={`Parameter ${p.name}`}>
          <TextField label="Parameter name" value={p.name} onChange={(e) => update(i, { name: e.target.value })} />
          <span>@{entityName(p.id)}</span>
          <Checkbox label="Required" checked={p.required} onChange={(e) => update(i, { required: e.target.checked })} />
          <TextField label="Value" value={p.value} onChange={(e) => update(i, { value: e.target.value })} />
          <TextField
            label={`Prompts for ${p.name}`}
            placeholder="Type a prompt and Enter"
            value={drafts[i] ?? ''}
            onChange={(e) => setDrafts((d) => ({ ...d, [i]: e.target.value }))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                const added = (drafts[i] ?? '')
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean);
                if (added.length) update(i, { prompts: [...p.prompts, ...added] });
                setDrafts((d) => ({ ...d, [i]: '' }));
              }
            }}
            error={p.prompts.length === 0 ? BotMessages.promptEmpty : undefined}
          />
          <StyledPrompts>
            {p.prompts.map((prompt, k) => (
              <li key={k}>
                {prompt}
                <IconButton
                  icon="close"
                  size="sm"
                  variant="ghost"
                  label={`Remove prompt ${prompt}`}
                  onClick={() => update(i, { prompts: p.prompts.filter((_, m) => m !== k) })}
                />
              </li>
            ))}
          </StyledPrompts>
          <IconButton
            icon="trash"
            size="sm"
            variant="ghost"
            label={`Delete parameter ${p.name}`}
            onClick={() => onChange(parameters.filter((_, j) => j !== i))}
          />
        </StyledParam>
      ))}
    </StyledParams>
  );
}

const StyledParams = styled.section`
  display: grid;
  gap: ${theme.space[2]};
`;
const StyledParam = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto 1fr;
  gap: ${theme.space[2]};
  align-items: end;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
`;
const StyledPrompts = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    padding-left: ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surfaceMuted};
  }
`;
