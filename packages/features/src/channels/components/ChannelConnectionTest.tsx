import styled from 'styled-components';
import {
  isApiError,
  type ChannelConnectionTestRequest,
  type ChannelConnectionTestResult,
  type FieldError,
} from '@parley/api-client';
import { useTestChannelConnection } from '@parley/api-client/hooks';
import { Alert, Button, theme } from '@parley/ui';
import { errorText } from '../../accounts/components/errorText.ts';
import { ChannelQualityBadge } from './ChannelQualityBadge.tsx';

export interface ChannelConnectionTestProps {
  /** What to test: typed credentials (vendor and data), or a stored channel's id with any newly typed secrets. */
  request: () => ChannelConnectionTestRequest;
  /** The latest answer; the owner clears it when the credentials it describes change. */
  result: ChannelConnectionTestResult | null;
  onResult: (result: ChannelConnectionTestResult | null) => void;
  /** Problems the server found in the typed credentials, by field ('data.accessToken'). */
  onFieldErrors?: (errors: readonly FieldError[]) => void;
}

/**
 * "Test connection": asks the provider, through our server, whether it accepts the credentials, and says the
 * answer in a status region: the number's name, display number and quality rating, or why it was refused.
 */
export function ChannelConnectionTest({ request, result, onResult, onFieldErrors }: ChannelConnectionTestProps) {
  const connectionTest = useTestChannelConnection();
  const handleTest = () => {
    onResult(null);
    connectionTest.mutate(request(), {
      onSuccess: (answer) => onResult(answer),
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) onFieldErrors?.(error.errors);
        onResult({ ok: false, message: errorText(error) });
      },
    });
  };
  return (
    <StyledConnectionTest>
      <Button variant="secondary" icon="link" loading={connectionTest.isPending} onClick={handleTest}>
        Test connection
      </Button>
      {/* The region is there before the answer, so assistive technology announces the answer when it comes. */}
      <StyledStatus role="status" aria-label="Connection test result">
        {result ? <ConnectionAnswer result={result} /> : null}
      </StyledStatus>
    </StyledConnectionTest>
  );
}

function ConnectionAnswer({ result }: { result: ChannelConnectionTestResult }) {
  if (!result.ok)
    return (
      <Alert tone="danger" announce={false}>
        {result.message}
      </Alert>
    );
  const number = result.displayPhoneNumber ? ` (${result.displayPhoneNumber})` : '';
  return (
    <Alert tone="info" announce={false}>
      {result.message}
      {result.verifiedName ? ` — ${result.verifiedName}${number}` : number}
      {result.qualityRating ? (
        <>
          , quality <ChannelQualityBadge rating={result.qualityRating} />
        </>
      ) : null}
    </Alert>
  );
}

const StyledConnectionTest = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};
`;

const StyledStatus = styled.div`
  justify-self: stretch;
`;
