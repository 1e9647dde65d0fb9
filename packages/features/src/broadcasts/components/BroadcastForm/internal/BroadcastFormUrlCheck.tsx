import { useState } from 'react';
import styled from 'styled-components';
import { BroadcastMessages, type ExpressionLookup } from '@parley/api-client';
import { useLookupExpressionVariables } from '@parley/api-client/hooks';
import { Alert, Button, theme } from '@parley/ui';

export interface BroadcastFormUrlCheckProps {
  /** Names the variable: 'Button 1 URL {{1}}'. */
  label: string;
  expression: string;
}

type Outcome = { expression: string } & (
  { found: true; lookup: ExpressionLookup } | { found: false; lookup: ExpressionLookup | null; message: string }
);

/**
 * The check of a URL variable's Expression: which customer columns it reads, and whether the customer master has
 * each. 'URL variable not found' when it reads none or an unknown one, 'URL variables mapped' otherwise (§5). The
 * answer sits beside the field it is about, announced as it appears, and goes once the expression changes.
 */
export function BroadcastFormUrlCheck({ label, expression }: BroadcastFormUrlCheckProps) {
  const lookup = useLookupExpressionVariables();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = outcome?.expression === expression ? outcome : null;

  const handleCheck = () =>
    lookup.mutate(
      { body: { expression } },
      {
        onSuccess: ({ data }) => {
          const unknown = data.variables.filter((variable) => !variable.known);
          if (data.error) setOutcome({ expression, found: false, lookup: data, message: data.error });
          else if (data.variables.length === 0 || unknown.length > 0)
            setOutcome({ expression, found: false, lookup: data, message: BroadcastMessages.urlVariableNotFound });
          else setOutcome({ expression, found: true, lookup: data });
        },
        onError: (error) => setOutcome({ expression, found: false, lookup: null, message: error.message }),
      },
    );

  return (
    <StyledUrlCheck>
      <Button
        variant="secondary"
        size="sm"
        icon="check"
        aria-label={`Check expression of ${label}`}
        loading={lookup.isPending}
        disabled={!expression.trim()}
        onClick={handleCheck}
      >
        Check expression
      </Button>
      {current?.found === true ? (
        <Alert tone="info">
          {BroadcastMessages.urlVariablesMapped}: {current.lookup.variables.map((variable) => variable.name).join(', ')}
        </Alert>
      ) : null}
      {current?.found === false ? (
        <Alert>
          {current.message}
          {current.lookup?.variables.some((variable) => !variable.known)
            ? `: ${current.lookup.variables
                .filter((variable) => !variable.known)
                .map((variable) => variable.name)
                .join(', ')}`
            : null}
        </Alert>
      ) : null}
    </StyledUrlCheck>
  );
}

const StyledUrlCheck = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};
  padding-left: ${theme.space[2]};
`;
