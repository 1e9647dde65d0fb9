import { useRef, useState } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { ConsoleLink, ConsoleNavigate, useConsoleNavigate } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { BotMessages, type Agent, type QualityReportData, type TryItReply } from '@parley/api-client';
import { useAgent, useExportAgent, usePredictIntent, useTrainAgent } from '@parley/api-client/hooks';
import {
  Button,
  EmptyState,
  IconButton,
  LoaderOverlay,
  Menu,
  Modal,
  Spinner,
  Tabs,
  TryItPanel,
  useToast,
  theme,
} from '@parley/ui';
import { AnalyticsFrame } from './AnalyticsFrame.tsx';
import { ConfigurationScreen } from './ConfigurationScreen.tsx';
import { EntityFormScreen } from './EntityFormScreen.tsx';
import { EntityListScreen } from './EntityListScreen.tsx';
import { IntentsScreen } from './IntentsScreen.tsx';
import { TrainingReport } from './TrainingReport.tsx';
import { UnsavedChangesProvider, useUnsavedChanges } from './unsaved.tsx';

const NLP_TABS = [
  { id: 'intents', label: 'Intents' },
  { id: 'entity-list', label: 'Entities' },
  { id: 'configuration', label: 'Configuration' },
  { id: 'conversation', label: 'Designer' },
  { id: 'gen-ai', label: 'GenAI' },
  { id: 'call-classification', label: 'Call Classification' },
  { id: 'sentiment', label: 'Sentiment' },
];
const PROMPT_TABS = [
  { id: 'prompt', label: 'Prompt Configuration' },
  { id: 'gen-ai', label: 'Knowledge Base' },
];

/** bots/:id — header (back, name, tabs by type, Train Agent, Try it) over the agent's child screens. */
export function AgentDetailsScreen() {
  return (
    <UnsavedChangesProvider>
      <AgentDetails />
    </UnsavedChangesProvider>
  );
}

function AgentDetails() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const { dirty } = useUnsavedChanges();
  const carried = (location.state as { agent?: Agent } | null)?.agent;
  const query = useAgent(id);
  const agent = query.data ?? (carried?.id === id ? carried : undefined);
  const promptMode = agent?.type === 'prompt' || location.pathname.includes('prompt');
  const tabs = promptMode ? PROMPT_TABS : NLP_TABS;
  const rest = location.pathname.split(`/bots/${id}/`)[1] ?? '';
  // An address no tab names highlights none (its panel says it is not found).
  const current = tabs.find((t) => rest === t.id || rest.startsWith(`${t.id}/`))?.id ?? '';
  const train = useTrainAgent(id);
  const predict = usePredictIntent();
  const exportAgent = useExportAgent();
  const [tryOpen, setTryOpen] = useState(false);
  const [report, setReport] = useState<QualityReportData | null>(null);
  const [exportWarnings, setExportWarnings] = useState<{ fileName: string; warnings: string[] } | null>(null);
  const sessionId = useRef(`tryit-${Math.random().toString(36).slice(2)}`);

  const guard = (go: () => void) => {
    if (dirty) toast.warning(BotMessages.saveIntent);
    else go();
  };

  const handleTrain = () => {
    toast.warning(BotMessages.trainWait);
    train.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message || 'Agent trained successfully');
        if (result.quality) setReport(result.quality);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const handleExport = (format: 'dialogflow' | 'rasa') => {
    if (!agent) return;
    exportAgent.mutate(
      { agent, format },
      {
        onSuccess: ({ fileName, warnings }) => {
          toast.success(`Exported ${fileName}`);
          // What the format could not carry travels in a header; show it rather than drop it.
          if (warnings.length > 0) setExportWarnings({ fileName, warnings });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  if (!agent) {
    return query.isError ? <p role="alert">{query.error.message}</p> : <Spinner label="Loading agent" />;
  }

  return (
    <StyledScreen>
      <StyledHeader>
        <IconButton
          icon="chevron-left"
          label="Back to agents"
          variant="ghost"
          onClick={() => guard(() => navigate('/bots'))}
        />
        <StyledTitle>{agent.name}</StyledTitle>
        <StyledActions>
          {!promptMode && (
            <Menu
              label="Export"
              align="end"
              items={[
                { id: 'dialogflow', label: 'Dialogflow ZIP', onSelect: () => handleExport('dialogflow') },
                { id: 'rasa', label: 'Rasa YAML', onSelect: () => handleExport('rasa') },
              ]}
            />
          )}
          {!promptMode && (
            <Button variant="secondary" onClick={handleTrain} loading={train.isPending}>
              Train Agent
            </Button>
          )}
          <Button onClick={() => setTryOpen(true)}>Try it</Button>
        </StyledActions>
      </StyledHeader>
      <Tabs
        label="Agent sections"
        tabs={tabs}
        value={current}
        onChange={(tab) => guard(() => navigate(`/bots/${id}/${tab}`))}
      />
      <StyledBody>
        <Routes>
          <Route index element={<ConsoleNavigate to={promptMode ? 'prompt' : 'intents'} replace />} />
          <Route path="intents" element={<IntentsScreen agent={agent} />} />
          <Route path="entity-list" element={<EntityListScreen agentId={agent.id} />} />
          <Route path="entity-list/:entityParam" element={<EntityRoute agentId={agent.id} />} />
          <Route path="configuration" element={<ConfigurationScreen agent={agent} />} />
          <Route path="conversation" element={<AnalyticsFrame view="conversation" agentId={agent.id} />} />
          <Route
            path="call-classification"
            element={<AnalyticsFrame view="call-classification" agentId={agent.id} />}
          />
          <Route path="sentiment" element={<AnalyticsFrame view="sentiment" agentId={agent.id} />} />
          <Route path="gen-ai" element={<ComingSoonPanel />} />
          <Route path="prompt" element={<ComingSoonPanel />} />
          <Route path="*" element={<SectionNotFound agentId={agent.id} />} />
        </Routes>
      </StyledBody>
      <LoaderOverlay show={train.isPending} label={BotMessages.trainWait} />
      <TryItPanel
        open={tryOpen}
        onClose={() => setTryOpen(false)}
        onAsk={async (text) => {
          const { data } = await predict.mutateAsync({
            agentId: agent.id,
            sessionId: sessionId.current,
            message: { type: 'text', text, lnCode: 'en' },
            metadata: {
              senderId: 'console',
              timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              appId: 'console',
            },
          });
          return {
            text: data.output.text,
            caption: tryItCaption(data.nlu),
            ...(data.output.source[0] ? { source: data.output.source[0] } : {}),
          };
        }}
        describeFailure={(error) => {
          const message = error instanceof Error ? error.message : BotMessages.notTrained;
          // Where training is the cure, it is one click away.
          return message === BotMessages.notTrained && !promptMode
            ? { message, action: { label: 'Train Agent', onSelect: handleTrain } }
            : { message };
        }}
      />
      <Modal open={report !== null} title="Training report" onClose={() => setReport(null)} width={640}>
        {report && <TrainingReport report={report} />}
      </Modal>
      <Modal
        open={exportWarnings !== null}
        title="Export warnings"
        onClose={() => setExportWarnings(null)}
        width={560}
        footer={<Button onClick={() => setExportWarnings(null)}>OK</Button>}
      >
        {exportWarnings && (
          <>
            <p id="export-warnings-intro">{exportWarnings.fileName} was downloaded. The format could not carry:</p>
            <StyledWarnings aria-labelledby="export-warnings-intro">
              {exportWarnings.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </StyledWarnings>
          </>
        )}
      </Modal>
    </StyledScreen>
  );
}

function EntityRoute({ agentId }: { agentId: string }) {
  const { entityParam = '' } = useParams();
  if (entityParam === 'custom' || entityParam === 'system')
    return <EntityListScreen agentId={agentId} type={entityParam} />;
  return <EntityFormScreen agentId={agentId} entityId={entityParam === 'create' ? undefined : entityParam} />;
}

function ComingSoonPanel() {
  return (
    <EmptyState
      headingLevel={2}
      title="Coming soon"
      description="This section of the agent arrives with its own module; intents, entities, configuration, training and Try it work today."
    />
  );
}

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/** How Try it's answer was reached: the intent and its confidence (or out of scope), and the runner-up. */
function tryItCaption(nlu: TryItReply['nlu']): string {
  const chosen = nlu.intent
    ? `${nlu.intent.name} · ${percent(nlu.confidence)}`
    : `Out of scope (best ${percent(nlu.confidence)})`;
  const next = nlu.otherIntents[0];
  return next ? `${chosen} · next: ${next.name} ${percent(next.confidence)}` : chosen;
}

/** An address below the agent that no section answers (a mistyped `entities` for `entity-list`, say). */
function SectionNotFound({ agentId }: { agentId: string }) {
  return (
    <EmptyState
      headingLevel={2}
      icon="search"
      title="No such section"
      description="This agent has no section at this address. Choose a tab above, or go back to its intents."
      action={<ConsoleLink to={`/bots/${agentId}/intents`}>Go to intents</ConsoleLink>}
    />
  );
}

const StyledWarnings = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: ${theme.space[2]} 0 0;
  padding-left: ${theme.space[5]};
`;

const StyledScreen = styled.section`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledTitle = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${theme.font.sizeXl};
  font-weight: ${theme.font.weightBold};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const StyledBody = styled.div`
  min-height: 400px;
`;
