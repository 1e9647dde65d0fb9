// Theme and tokens
export {
  ParleyThemeProvider,
  useParleyBranding,
  usePortalContainer,
  theme,
  defaultChartColors,
} from './theme/index.ts';
export type { ParleyThemeProviderProps, ParleyBranding, WhiteLabel, ParleyTheme } from './theme/index.ts';

// Primitives
export { Icon, iconNames } from './components/Icon/index.ts';
export type { IconName, IconProps } from './components/Icon/index.ts';
export { Button } from './components/Button/index.ts';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/index.ts';
export { IconButton } from './components/IconButton/index.ts';
export type { IconButtonProps } from './components/IconButton/index.ts';
export { Spinner, LoaderOverlay } from './components/Spinner/index.ts';
export type { SpinnerProps, LoaderOverlayProps } from './components/Spinner/index.ts';
export { Card } from './components/Card/index.ts';
export type { CardProps } from './components/Card/index.ts';
export { Badge } from './components/Badge/index.ts';
export type { BadgeProps, BadgeTone } from './components/Badge/index.ts';
export { EmptyState } from './components/EmptyState/index.ts';
export type { EmptyStateProps } from './components/EmptyState/index.ts';

// Form fields
export { TextField } from './components/TextField/index.ts';
export type { TextFieldProps } from './components/TextField/index.ts';
export { PasswordField } from './components/PasswordField/index.ts';
export type { PasswordFieldProps } from './components/PasswordField/index.ts';
export { TextArea } from './components/TextArea/index.ts';
export type { TextAreaProps } from './components/TextArea/index.ts';
export { Select } from './components/Select/index.ts';
export type { SelectProps, SelectOption } from './components/Select/index.ts';
export { SearchBox } from './components/SearchBox/index.ts';
export type { SearchBoxProps } from './components/SearchBox/index.ts';

// Overlays and feedback
export { Modal, useModalClose } from './components/Modal/index.ts';
export type { ModalClose, ModalContent, ModalProps } from './components/Modal/index.ts';
export { ConfirmDialog } from './components/ConfirmDialog/index.ts';
export type { ConfirmDialogProps } from './components/ConfirmDialog/index.ts';
export { Alert } from './components/Alert/index.ts';
export type { AlertProps, AlertTone } from './components/Alert/index.ts';
export { FormDialog } from './components/FormDialog/index.ts';
export type { FormDialogProps } from './components/FormDialog/index.ts';
export { LoadError } from './components/LoadError/index.ts';
export type { LoadErrorProps } from './components/LoadError/index.ts';
export { Menu } from './components/Menu/index.ts';
export type { MenuProps, MenuItem } from './components/Menu/index.ts';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  EVENT_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
} from './components/Toast/index.ts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastType } from './components/Toast/index.ts';

// Shell
export { SideNav, SIDE_NAV_COMING_SOON, findActiveHref, isHrefPrefix } from './components/SideNav/index.ts';
export type { SideNavProps, SideNavGroup, SideNavItem, SideNavChild } from './components/SideNav/index.ts';
export { TopBar } from './components/TopBar/index.ts';
export type { TopBarProps } from './components/TopBar/index.ts';
export { AppFrame, NARROW_MAX_WIDTH_PX, NARROW_MEDIA, useNarrowScreen } from './components/AppFrame/index.ts';
export type { AppFrameProps } from './components/AppFrame/index.ts';

// Styles features compose into their own parts: text kept for assistive technology only.
export { visuallyHidden } from './internal/styles.ts';

// Formatters
// formatDateTimeText comes with the DateTimePicker exports below.
export {
  DATE_FORMATS,
  abbreviateNumber,
  formatCurrency,
  formatDate,
  formatDayMonthYearTime,
  formatEntityUpdated,
  formatMessageStatusDate,
  formatReportDateTime,
  formatReportFileStamp,
  formatShortDayMonthYearTime,
  formatWalletBalance,
  shortenFileName,
  formatMessageText,
  parseMessageText,
} from './format/index.ts';
export type { DateFormatName, DateInput, FormatMessageTextOptions, MessageTextNode } from './format/index.ts';

// Panels and content
export { SidePanel } from './components/SidePanel/index.ts';
export type { SidePanelProps } from './components/SidePanel/index.ts';
export { Markdown, renderMarkdown } from './components/Markdown/index.ts';
export type { MarkdownProps } from './components/Markdown/index.ts';

// Domain widgets
export {
  TryItPanel,
  TRY_IT_PANEL_WIDTH,
  TRY_IT_PAGE_OPACITY,
  TRY_IT_PLACEHOLDER,
  TRY_IT_EMPTY_ANSWER,
} from './components/TryItPanel/index.ts';
export type { TryItPanelProps, TryItAnswer, TryItMessage, TryItFailure } from './components/TryItPanel/index.ts';
export {
  EntityPicker,
  ENTITY_OVERLAP_MESSAGE,
  ENTITY_PICKER_HINT,
  overlapsAny,
  segmentPhrase,
  toInclusiveRange,
} from './components/EntityPicker/index.ts';
export type { EntityPickerProps, EntityOption, EntityRef, PhraseSegment } from './components/EntityPicker/index.ts';

// Navigation, choice and status primitives
export { Tabs } from './components/Tabs/index.ts';
export type { TabsProps, TabItem } from './components/Tabs/index.ts';
export { Checkbox } from './components/Checkbox/index.ts';
export type { CheckboxProps } from './components/Checkbox/index.ts';
export { Switch } from './components/Switch/index.ts';
export type { SwitchProps } from './components/Switch/index.ts';
export { RadioGroup } from './components/Radio/index.ts';
export type { RadioGroupProps, RadioOption } from './components/Radio/index.ts';
export { Tooltip } from './components/Tooltip/index.ts';
export type { TooltipProps } from './components/Tooltip/index.ts';
export { CountBadge } from './components/CountBadge/index.ts';
export type { CountBadgeProps } from './components/CountBadge/index.ts';
export { ConversationList } from './components/ConversationList/index.ts';
export type { ConversationListProps, ConversationListItem } from './components/ConversationList/index.ts';
export { AgentStatusMenu } from './components/AgentStatusMenu/index.ts';
export { FigureCards } from './components/FigureCards/index.ts';
export type { Figure, FigureCardsProps } from './components/FigureCards/index.ts';
export type { AgentStatusMenuProps, AgentStatusOption } from './components/AgentStatusMenu/index.ts';
export { ChatNotificationMenu } from './components/ChatNotificationMenu/index.ts';
export type { ChatNotificationMenuProps, ChatNotificationEntry } from './components/ChatNotificationMenu/index.ts';
export { ChatNotificationDialog } from './components/ChatNotificationDialog/index.ts';
export type { ChatNotificationDialogProps, ChatNotificationRow } from './components/ChatNotificationDialog/index.ts';
export { Pager, NO_MORE_DATA } from './components/Pager/index.ts';
export type { PagerProps } from './components/Pager/index.ts';
export { Table } from './components/Table/index.ts';
export type { TableProps, TableColumn } from './components/Table/index.ts';
export { Combobox } from './components/Combobox/index.ts';
export type {
  ComboboxProps,
  ComboboxSingleProps,
  ComboboxMultipleProps,
  ComboboxOption,
  ComboboxPage,
} from './components/Combobox/index.ts';
export {
  MessageStatusDialog,
  MESSAGE_STATUS_DATE_FORMAT,
  formatStatusDate,
} from './components/MessageStatusDialog/index.ts';
export type { MessageStatusDialogProps, MessageStatusEvent } from './components/MessageStatusDialog/index.ts';
export { StarRating } from './components/StarRating/index.ts';
export type { StarRatingProps } from './components/StarRating/index.ts';
export { Carousel } from './components/Carousel/index.ts';
export type { CarouselProps } from './components/Carousel/index.ts';
export {
  DateTimePicker,
  DATE_TIME_TEXT_FORMAT,
  DATE_TIME_STEPS,
  INVALID_DATE_FORMAT,
  parseDateTimeText,
  formatDateTimeText,
  toIsoWithoutZ,
} from './components/DateTimePicker/index.ts';
export type { DateTimePickerProps } from './components/DateTimePicker/index.ts';
export { DateRange } from './components/DateRange/index.ts';
export type { DateRangeProps, DateRangeValue } from './components/DateRange/index.ts';
export {
  VariableMapper,
  MAPPING_TYPE_LABELS,
  FIELD_MANDATORY,
  CARD_MAPPING_MISSING,
  URL_VARIABLE_NOT_FOUND,
  URL_VARIABLES_MAPPED,
  mappingErrors,
  cardMappingError,
} from './components/VariableMapper/index.ts';
export type { VariableMapperProps, MappingType, VariableMapping } from './components/VariableMapper/index.ts';
export {
  FileUploader,
  INVALID_FILE_FORMAT,
  IMAGE_LIMIT_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  MESSAGE_IMAGE_LIMITS,
  isAcceptedType,
  breaksImageLimits,
  validateFile,
} from './components/FileUploader/index.ts';
export type { FileUploaderProps, FileUploadState, ImageLimits } from './components/FileUploader/index.ts';
export { FloatingActionMenu } from './components/FloatingActionMenu/index.ts';
export type { FloatingActionMenuProps, FloatingAction } from './components/FloatingActionMenu/index.ts';
export { FlowFieldRenderer } from './components/FlowFieldRenderer/index.ts';
export type {
  FlowFieldRendererProps,
  FlowComponent,
  FlowOption,
  FlowAction,
  FlowValue,
} from './components/FlowFieldRenderer/index.ts';
export { ImageCropper, CROP_ASPECT } from './components/ImageCropper/index.ts';
export type { ImageCropperProps, ImageCropResult, CropArea } from './components/ImageCropper/index.ts';

// Channels: messages, templates and the phone simulator
export { CharacterCounter, charactersOverLimit, countCharacters } from './components/CharacterCounter/index.ts';
export type { CharacterCounterProps } from './components/CharacterCounter/index.ts';
export {
  MessageBubble,
  MESSAGE_CAROUSEL_INTERVAL_MS,
  MESSAGE_NOT_DELIVERED,
  collectMessageReactions,
  messageButtonKind,
} from './components/MessageBubble/index.ts';
export type {
  MessageBubbleProps,
  MessageBubbleButton,
  MessageBubbleCard,
  MessageBubbleContact,
  MessageBubbleContent,
  MessageBubbleFlow,
  MessageBubbleHeader,
  MessageBubbleList,
  MessageBubbleListRow,
  MessageBubbleListSection,
  MessageBubbleLocation,
  MessageBubbleMedia,
  MessageBubbleReaction,
  MessageBubbleReactionContent,
  MessageReactions,
  ReactableMessage,
  MessageButtonKind,
  MessageButtonType,
  MessageDeliveryStatus,
  MessageDirection,
  MessageHeaderFormat,
  MessageMediaType,
} from './components/MessageBubble/index.ts';
export { TemplatePreview, TEMPLATE_PREVIEW_EMPTY } from './components/TemplatePreview/index.ts';
export type { TemplatePreviewProps, TemplatePreviewExamples } from './components/TemplatePreview/index.ts';
export { PhoneSimulator, PHONE_SIMULATOR_EMPTY } from './components/PhoneSimulator/index.ts';
export type { PhoneSimulatorProps, PhoneSimulatorMessage } from './components/PhoneSimulator/index.ts';
