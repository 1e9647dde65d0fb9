export { botsRoutes } from './routes.tsx';
export { botsModule } from './module.ts';
export { AgentsListScreen, AGENT_SEARCH_DEBOUNCE_MS, AGENT_HAS_CHILDREN_CODE } from './screens/AgentsListScreen.tsx';
export { AgentDetailsPlaceholder } from './screens/AgentDetailsPlaceholder.tsx';
export { IntegrationsScreen } from './screens/IntegrationsScreen.tsx';
export {
  CreateIntegrationModal,
  CONNECTION_TEST_FAILED,
  type CreateIntegrationModalProps,
} from './components/CreateIntegrationModal.tsx';
export { AgentCard, type AgentCardProps } from './components/AgentCard.tsx';
export { AgentFormModal, AGENT_TYPE_OPTIONS, type AgentFormModalProps } from './components/AgentFormModal.tsx';
export {
  agentFormSchema,
  agentFormDefaults,
  type AgentFormValues,
  type AgentFormFields,
} from './components/agentFormSchema.ts';
export { agentPath, agentTypeLabel } from './components/agentPaths.ts';
export { AgentDetailsScreen } from './builder/AgentDetailsScreen.tsx';
export { IntentsScreen, INTENT_SEARCH_DEBOUNCE_MS } from './builder/IntentsScreen.tsx';
export { IntentEditor } from './builder/IntentEditor/index.ts';
export { EntityListScreen } from './builder/EntityListScreen.tsx';
export { EntityFormScreen } from './builder/EntityFormScreen.tsx';
export { ConfigurationScreen } from './builder/ConfigurationScreen.tsx';
export { TrainingReport } from './builder/TrainingReport.tsx';
