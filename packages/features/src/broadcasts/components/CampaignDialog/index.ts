export {
  CampaignDialog,
  REJECT_REASON_REQUIRED,
  formatCampaignEstimate,
  type CampaignDialogProps,
  type CampaignDialogResult,
  type CampaignEstimate,
} from './CampaignDialog.tsx';
export {
  CAMPAIGN_DIALOG_VARIANTS,
  campaignDialogVariant,
  type CampaignDialogAction,
  type CampaignDialogKind,
  type CampaignDialogSample,
  type CampaignDialogSampleRow,
  type CampaignDialogVariant,
  type CampaignDialogVariantSpec,
} from './campaignDialogVariants.ts';
// Types only: the parser itself stays internal until a shared expression rule replaces it.
export type { ExpressionFilter, ExpressionPlaceholder } from './internal/expressionPlaceholders.ts';
