import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, FormDialog, Modal, Spinner, TextArea, theme, type SelectOption } from '@parley/ui';
import {
  campaignDialogVariant,
  type CampaignDialogAction,
  type CampaignDialogSample,
  type CampaignDialogVariant,
  type CampaignDialogVariantSpec,
} from './campaignDialogVariants.ts';
import { CampaignDialogUrlMap } from './internal/CampaignDialogUrlMap.tsx';
import type { ExpressionPlaceholder } from './internal/expressionPlaceholders.ts';

/** §5: a rejection is refused without a reason. */
export const REJECT_REASON_REQUIRED = 'Please enter reject reason';

/** What the campaign estimation call answers (§3 Estimate request). */
export interface CampaignEstimate {
  currencySymbol: string;
  estimatedRate: number;
}

export interface CampaignDialogResult {
  /** The confirm button's action, or 'cancel' for No, Cancel, Esc, Close or a click outside. */
  action: CampaignDialogAction;
  /** rejectActivity: the reason given, trimmed. */
  reason?: string;
  /** urlVariableMap: the expression saved, trimmed. */
  expression?: string;
  /** urlVariableMap: the columns the expression reads, in order, each once. */
  mappings?: ExpressionPlaceholder[];
}

export interface CampaignDialogProps {
  open: boolean;
  variant: CampaignDialogVariant;
  /** Called once per close, always with an action (and the reason or mapping the variant collects). */
  onClose: (result: CampaignDialogResult) => void;
  /** startCampaign: the campaign-estimate feature flag (§9); off, no estimate is shown at all. */
  showEstimate?: boolean;
  /** startCampaign: the estimate once it has answered; missing after loading means it failed. */
  estimate?: CampaignEstimate | null;
  /** startCampaign: the estimate is being asked for. */
  estimateLoading?: boolean;
  /** urlVariableMap: the template's URL button, e.g. 'https://shop.example/order/{{1}}'. */
  url?: string;
  /** urlVariableMap: the audience columns an expression may read. */
  columns?: readonly SelectOption[];
  /** urlVariableMap: the expression to start from. */
  expression?: string;
}

/**
 * The campaign confirmation dialogs (broadcast-and-customer-master §2): one component for every variant of
 * campaignDialogVariants.ts. Every close reports an action, so a caller handles one callback, not one per button.
 * Each open starts afresh: a reason or expression typed before a cancel is not kept.
 */
export function CampaignDialog(props: CampaignDialogProps) {
  return props.open ? <CampaignDialogContent {...props} /> : null;
}

function CampaignDialogContent({
  variant,
  onClose,
  showEstimate = false,
  estimate,
  estimateLoading = false,
  url = '',
  columns = [],
  expression = '',
}: CampaignDialogProps) {
  const spec = campaignDialogVariant(variant);
  const cancel = () => onClose({ action: 'cancel' });

  if (spec.kind === 'reason') return <CampaignDialogReason spec={spec} onClose={onClose} />;
  if (spec.kind === 'urlMap')
    return (
      <CampaignDialogUrlMap
        spec={spec}
        url={url}
        columns={columns}
        initialExpression={expression}
        onCancel={cancel}
        onSave={(saved, mappings) => onClose({ action: spec.action, expression: saved, mappings })}
      />
    );

  return (
    <Modal
      open
      title={spec.title}
      onClose={() => cancel()}
      width={spec.sample ? 480 : 420}
      footer={
        <>
          {/* The safe answer has focus first, as in ConfirmDialog: Enter right after opening changes nothing. */}
          <Button variant="secondary" onClick={cancel} data-autofocus="">
            {spec.cancelLabel}
          </Button>
          <Button variant={spec.tone} onClick={() => onClose({ action: spec.action })}>
            {spec.confirmLabel}
          </Button>
        </>
      }
    >
      <StyledCampaignDialogBody>
        <StyledCampaignDialogMessage>{spec.message}</StyledCampaignDialogMessage>
        {spec.sample ? <CampaignDialogSampleBlock sample={spec.sample} /> : null}
        {spec.kind === 'estimate' && showEstimate ? (
          <CampaignDialogEstimate estimate={estimate} loading={estimateLoading} />
        ) : null}
      </StyledCampaignDialogBody>
    </Modal>
  );
}

/** rejectActivity: the confirm button is refused until a reason is written (§5). */
function CampaignDialogReason({
  spec,
  onClose,
}: {
  spec: CampaignDialogVariantSpec;
  onClose: (result: CampaignDialogResult) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <FormDialog
      title={spec.title}
      submitLabel={spec.confirmLabel}
      cancelLabel={spec.cancelLabel}
      onClose={() => onClose({ action: 'cancel' })}
      onSubmit={() => {
        const trimmed = reason.trim();
        // Spaces alone tell the requester nothing.
        if (!trimmed) {
          setError(REJECT_REASON_REQUIRED);
          // Back to the field that needs the answer, instead of leaving the user on the refused button.
          reasonRef.current?.focus();
          return;
        }
        onClose({ action: spec.action, reason: trimmed });
      }}
    >
      <StyledCampaignDialogMessage>{spec.message}</StyledCampaignDialogMessage>
      <TextArea
        ref={reasonRef}
        label="Reject Reason"
        required
        rows={4}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** The static content of a mock-up variant, marked as sample content so nobody takes it for live data. */
function CampaignDialogSampleBlock({ sample }: { sample: CampaignDialogSample }) {
  const captionId = useId();
  return (
    <StyledCampaignDialogSample role="group" aria-labelledby={captionId}>
      <StyledCampaignDialogSampleCaption id={captionId}>
        {sample.caption} <Badge tone="info">Sample content</Badge>
      </StyledCampaignDialogSampleCaption>
      <StyledCampaignDialogFacts>
        {sample.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </StyledCampaignDialogFacts>
    </StyledCampaignDialogSample>
  );
}

/** 'Rs. 12.50', '$ 3.20': the symbol as the server sends it, the amount with two decimals like every cost. */
export function formatCampaignEstimate({ currencySymbol, estimatedRate }: CampaignEstimate): string {
  return [currencySymbol.trim(), estimatedRate.toFixed(2)].filter(Boolean).join(' ');
}

/**
 * startCampaign's cost estimate. It only informs: a slow or failed estimate never holds back Start, since the
 * campaign runs the same either way.
 */
function CampaignDialogEstimate({
  estimate,
  loading,
}: {
  estimate: CampaignEstimate | null | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <StyledCampaignDialogEstimate>
        <Spinner label="Estimating cost" size={16} />
        <span aria-hidden="true">Estimating cost…</span>
      </StyledCampaignDialogEstimate>
    );
  if (!estimate || !Number.isFinite(estimate.estimatedRate))
    return (
      <StyledCampaignDialogEstimateError role="alert">
        The cost estimate is unavailable. You can still start the campaign.
      </StyledCampaignDialogEstimateError>
    );
  return (
    <StyledCampaignDialogEstimate aria-live="polite">
      <StyledCampaignDialogFacts>
        <div>
          <dt>Estimated cost</dt>
          <dd>{formatCampaignEstimate(estimate)}</dd>
        </div>
      </StyledCampaignDialogFacts>
    </StyledCampaignDialogEstimate>
  );
}

const StyledCampaignDialogBody = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledCampaignDialogMessage = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledCampaignDialogSample = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
`;

const StyledCampaignDialogSampleCaption = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-weight: ${theme.font.weightMedium};
`;

/** Label and value pairs in two columns; a long value wraps in its own column. */
const StyledCampaignDialogFacts = styled.dl`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(110px, auto) 1fr;
    gap: ${theme.space[3]};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledCampaignDialogEstimate = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  & > dl {
    flex: 1;
  }
`;

const StyledCampaignDialogEstimateError = styled.p`
  margin: 0;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.danger};
`;
