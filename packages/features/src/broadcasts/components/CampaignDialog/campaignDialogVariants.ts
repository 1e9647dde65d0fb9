/**
 * The campaign confirmation dialogs (broadcast-and-customer-master §2 "Campaign confirmation dialogs") as data:
 * one entry per variant with its title, text, buttons and the action its confirm button closes with. The
 * component holds the behaviour; wording changes land here only.
 */

/** What a dialog closes with: the confirm button's action, or 'cancel' for No, Cancel, Esc, Close or a click outside. */
export type CampaignDialogAction =
  'reject' | 'approve' | 'delete' | 'deactivate' | 'create' | 'stop' | 'start' | 'map' | 'cancel';

/**
 * How a variant behaves:
 * - confirm: a yes/no question;
 * - reason: a question that needs a written reason (rejection);
 * - sample: a static mock-up showing sample content;
 * - estimate: a question that may show the campaign's cost estimate;
 * - urlMap: the URL variable expression editor.
 */
export type CampaignDialogKind = 'confirm' | 'reason' | 'sample' | 'estimate' | 'urlMap';

/** One labelled line of a mock-up's sample content. */
export interface CampaignDialogSampleRow {
  readonly label: string;
  readonly value: string;
}

export interface CampaignDialogSample {
  /** Names the sample block (shown beside a 'Sample content' badge). */
  readonly caption: string;
  readonly rows: readonly CampaignDialogSampleRow[];
}

export interface CampaignDialogVariantSpec {
  readonly variant: string;
  readonly kind: CampaignDialogKind;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** The action the confirm button closes with. */
  readonly action: Exclude<CampaignDialogAction, 'cancel'>;
  /** Danger for what cannot simply be undone (delete, stop, reject, deactivate). */
  readonly tone: 'primary' | 'danger';
  /** Static content of the mock-up variants; labelled as sample content wherever it is shown. */
  readonly sample?: CampaignDialogSample;
}

export const CAMPAIGN_DIALOG_VARIANTS = [
  {
    variant: 'rejectActivity',
    kind: 'reason',
    title: 'Reject Activity',
    message: 'The reason is sent to the requester with the rejection.',
    confirmLabel: 'Reject',
    cancelLabel: 'Cancel',
    action: 'reject',
    tone: 'danger',
  },
  {
    variant: 'approveActivity',
    kind: 'confirm',
    title: 'Approve Activity',
    message: 'Are you sure you want to approve this activity?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    action: 'approve',
    tone: 'primary',
  },
  {
    variant: 'delete_activity',
    kind: 'confirm',
    title: 'Delete Activity',
    message: 'Are you sure you want to delete this activity?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    action: 'delete',
    tone: 'danger',
  },
  {
    variant: 'delete_blackList',
    kind: 'confirm',
    title: 'Delete Blacklist Entry',
    message: 'Are you sure you want to delete this number from the blacklist? Campaigns will message it again.',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    action: 'delete',
    tone: 'danger',
  },
  {
    variant: 'approveAudit',
    kind: 'sample',
    title: 'Approve Audit',
    message: 'Review the audit below before approving it.',
    confirmLabel: 'Approve',
    cancelLabel: 'Cancel',
    action: 'approve',
    tone: 'primary',
    sample: {
      caption: 'Audit summary',
      rows: [
        { label: 'Audit', value: 'Quarterly opt-in review' },
        { label: 'Requested by', value: 'Priya Nair' },
        { label: 'Records checked', value: '1,240' },
        { label: 'Findings', value: 'None' },
      ],
    },
  },
  {
    variant: 'deactiveCampaign',
    kind: 'sample',
    title: 'Deactivate Campaign',
    message: 'A deactivated campaign stops sending until it is activated again.',
    confirmLabel: 'Deactivate',
    cancelLabel: 'Cancel',
    action: 'deactivate',
    tone: 'danger',
    sample: {
      caption: 'Campaign summary',
      rows: [
        { label: 'Campaign', value: 'Summer Sale Reminder' },
        { label: 'Status', value: 'Active' },
        { label: 'Sent', value: '3,420 of 5,000' },
      ],
    },
  },
  {
    variant: 'createCampaign',
    kind: 'sample',
    title: 'Create Campaign',
    message: 'The campaign is created as a draft; it sends nothing until it is started.',
    confirmLabel: 'Create',
    cancelLabel: 'Cancel',
    action: 'create',
    tone: 'primary',
    sample: {
      caption: 'Campaign summary',
      rows: [
        { label: 'Name', value: 'Festive Offer 2025' },
        { label: 'Channel', value: 'WhatsApp Business' },
        { label: 'Template', value: 'festive_offer_v2' },
        { label: 'Audience', value: '1,250 customers' },
      ],
    },
  },
  {
    variant: 'stopCampaign',
    kind: 'confirm',
    title: 'Stop Campaign',
    message: 'Are you sure you want to stop this campaign? Messages not yet sent will not be sent.',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    action: 'stop',
    tone: 'danger',
  },
  {
    variant: 'startCampaign',
    kind: 'estimate',
    title: 'Start Campaign',
    message: 'Are you sure you want to start this campaign? Messages are sent to every recipient.',
    confirmLabel: 'Start',
    cancelLabel: 'Cancel',
    action: 'start',
    tone: 'primary',
  },
  {
    variant: 'createMsgTemplate',
    kind: 'sample',
    title: 'Create Message Template',
    message: 'The template is submitted to the channel for approval.',
    confirmLabel: 'Create',
    cancelLabel: 'Cancel',
    action: 'create',
    tone: 'primary',
    sample: {
      caption: 'Template',
      rows: [
        { label: 'Name', value: 'order_shipped' },
        { label: 'Category', value: 'Utility' },
        { label: 'Language', value: 'English' },
        { label: 'Body', value: 'Hi {{1}}, your order {{2}} has shipped.' },
      ],
    },
  },
  {
    variant: 'createMsgView',
    kind: 'sample',
    title: 'Create Message View',
    message: 'The view is saved and listed with the message reports.',
    confirmLabel: 'Create',
    cancelLabel: 'Cancel',
    action: 'create',
    tone: 'primary',
    sample: {
      caption: 'Message view',
      rows: [
        { label: 'Name', value: 'Delivered this week' },
        { label: 'Filter', value: 'Status is Delivered' },
        { label: 'Columns', value: 'To, Template, Sent Date, Status' },
      ],
    },
  },
  {
    variant: 'urlVariableMap',
    kind: 'urlMap',
    title: 'Map URL Variables',
    message: 'Build the URL variable from the audience columns.',
    confirmLabel: 'Save',
    cancelLabel: 'Cancel',
    action: 'map',
    tone: 'primary',
  },
] as const satisfies readonly CampaignDialogVariantSpec[];

export type CampaignDialogVariant = (typeof CAMPAIGN_DIALOG_VARIANTS)[number]['variant'];

/** The entry of one variant; every variant has exactly one. */
export function campaignDialogVariant(
  variant: CampaignDialogVariant,
): CampaignDialogVariantSpec & { readonly variant: CampaignDialogVariant } {
  const spec = CAMPAIGN_DIALOG_VARIANTS.find((entry) => entry.variant === variant);
  if (!spec) throw new Error(`Unknown campaign dialog variant: ${variant}`);
  return spec;
}
