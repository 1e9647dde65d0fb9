import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  FormDialog,
  TextField,
  URL_VARIABLES_MAPPED,
  URL_VARIABLE_NOT_FOUND,
  theme,
  type SelectOption,
} from '@parley/ui';
import type { CampaignDialogVariantSpec } from '../campaignDialogVariants.ts';
import { EXPRESSION_FILTERS, expressionPlaceholders, type ExpressionPlaceholder } from './expressionPlaceholders.ts';

export interface CampaignDialogUrlMapProps {
  spec: CampaignDialogVariantSpec;
  /** The template's URL button, e.g. 'https://shop.example/order/{{1}}'. */
  url: string;
  /** The audience columns an expression may read. */
  columns: readonly SelectOption[];
  /** The expression to start from (the current mapping when editing one). */
  initialExpression: string;
  onSave: (expression: string, mappings: ExpressionPlaceholder[]) => void;
  onCancel: () => void;
}

/** The outcome of the last Check (or refused Save); cleared as soon as the expression changes. */
type CheckResult = { found: false } | { found: true; mappings: ExpressionPlaceholder[] };

/**
 * The urlVariableMap dialog: the user writes an Expression for the URL variable, Check lists the columns it
 * reads, and Save keeps it. An expression that reads no column is refused with 'URL variable not found' (§5):
 * a URL variable that is the same for every recipient belongs in the template, not in a mapping.
 */
export function CampaignDialogUrlMap({
  spec,
  url,
  columns,
  initialExpression,
  onSave,
  onCancel,
}: CampaignDialogUrlMapProps) {
  const [expression, setExpression] = useState(initialExpression);
  const [result, setResult] = useState<CheckResult | null>(null);
  const hintId = useId();

  const check = (): CheckResult => {
    const mappings = expressionPlaceholders(expression);
    const next: CheckResult = mappings.length > 0 ? { found: true, mappings } : { found: false };
    setResult(next);
    return next;
  };

  const columnLabel = (name: string) => columns.find((column) => column.value === name)?.label;

  return (
    <FormDialog
      title={spec.title}
      submitLabel={spec.confirmLabel}
      cancelLabel={spec.cancelLabel}
      width={560}
      onClose={onCancel}
      onSubmit={() => {
        const outcome = check();
        if (outcome.found) onSave(expression.trim(), outcome.mappings);
      }}
    >
      <StyledUrlMapMessage>{spec.message}</StyledUrlMapMessage>
      <TextField label="Button URL" value={url} readOnly />
      <StyledUrlMapExpressionRow>
        <TextField
          label="Expression"
          placeholder="track?id={orderId|upper}"
          aria-describedby={hintId}
          value={expression}
          onChange={(event) => {
            setExpression(event.target.value);
            // A result about the previous text would mislead.
            setResult(null);
          }}
        />
        <Button variant="secondary" onClick={() => check()}>
          Check
        </Button>
      </StyledUrlMapExpressionRow>
      {/* Below the row rather than as the field's hint, so Check lines up with the input itself. */}
      <StyledUrlMapHint id={hintId}>
        Use {'{column}'} or {'{column|filter}'}; filters: {EXPRESSION_FILTERS.join(', ')}.
      </StyledUrlMapHint>
      {result && !result.found ? <Alert>{URL_VARIABLE_NOT_FOUND}</Alert> : null}
      {result?.found ? (
        <Alert tone="info">
          <p>{URL_VARIABLES_MAPPED}</p>
          <ul aria-label="Mapped columns">
            {result.mappings.map(({ name, filter }) => {
              const label = columnLabel(name);
              return (
                <li key={name}>
                  {label ?? name}
                  {filter ? ` (${filter})` : null}
                  {/* Still listed: the column may come with the audience file, but the user should know. */}
                  {label ? null : ' (not an audience column)'}
                </li>
              );
            })}
          </ul>
        </Alert>
      ) : null}
    </FormDialog>
  );
}

const StyledUrlMapMessage = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The Check button sits beside the input, level with it; it goes under the field when the dialog is narrow. */
const StyledUrlMapExpressionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
  & > :first-child {
    flex: 1 1 260px;
    min-width: 0;
  }
`;

const StyledUrlMapHint = styled.p`
  margin: calc(-1 * ${theme.space[2]}) 0 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;
