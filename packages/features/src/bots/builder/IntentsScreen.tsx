import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { BotMessages, type Agent, type Intent, type StoryNode } from '@parley/api-client';
import { useDeleteStory, useIntents, useSaveStory, useStories } from '@parley/api-client/hooks';
import { ConfirmDialog, EmptyState, IconButton, SearchBox, Spinner, TextField, useToast, theme } from '@parley/ui';
import { failureMessage } from './failureMessage.ts';
import { IntentEditor } from './IntentEditor/index.ts';
import { useUnsavedChanges } from './unsaved.tsx';

export const INTENT_SEARCH_DEBOUNCE_MS = 300;

export interface IntentsScreenProps {
  agent: Agent;
}

/** The story tree as rows; the children of a collapsed story are left out. */
const flatten = (
  nodes: StoryNode[],
  collapsed: ReadonlySet<string>,
  depth = 0,
): { story: StoryNode; depth: number }[] =>
  nodes.flatMap((s) => [
    { story: s, depth },
    ...(collapsed.has(s.id) ? [] : flatten(s.childStories, collapsed, depth + 1)),
  ]);

/** bots/:id/intents — stories | intents of the chosen story | the intent editor. */
export function IntentsScreen({ agent }: IntentsScreenProps) {
  const toast = useToast();
  const { dirty } = useUnsavedChanges();
  const stories = useStories(agent.id);
  const saveStory = useSaveStory();
  const deleteStory = useDeleteStory();
  const [storyId, setStoryId] = useState<string | undefined>();
  const [newStory, setNewStory] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<StoryNode | null>(null);
  const [debounced, setDebounced] = useState('');
  const intents = useIntents(agent.id, storyId, debounced);
  const [selected, setSelected] = useState<Intent | 'new' | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [subStory, setSubStory] = useState<{ parentId: string; name: string } | null>(null);
  const flat = useMemo(() => flatten(stories.data ?? [], collapsed), [stories.data, collapsed]);
  const toggle = (id: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // Selecting a story opens its first intent.
  useEffect(() => {
    if (!intents.data || selected === 'new') return;
    if (selected && intents.data.intents.some((i) => i.id === selected.id)) {
      const fresh = intents.data.intents.find((i) => i.id === selected.id)!;
      if (fresh !== selected) setSelected(fresh);
      return;
    }
    setSelected(intents.data.intents[0] ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intents.data]);

  const blocked = () => {
    if (dirty) toast.warning(BotMessages.saveOrDiscard);
    return dirty;
  };

  const submitStory = (name: string, id?: string, parentId?: string | null) =>
    saveStory.mutate(
      // A rename keeps the story where it is in the tree.
      { agentId: agent.id, name, ...(id ? { id } : {}), ...(parentId ? { parentId } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setNewStory('');
          setRenaming(null);
          setSubStory(null);
          if (parentId && !id) setCollapsed((now) => new Set([...now].filter((c) => c !== parentId)));
          if (!id) chooseStory(r.data.id);
        },
        onError: (e) => toast.error(e.message),
      },
    );

  const chooseStory = (id: string | undefined) => {
    setStoryId(id);
    setSelected(null);
    setDebounced('');
  };

  const createIntent = () => {
    if (!storyId || flat.length === 0) return toast.error(BotMessages.createStoryFirst);
    if (blocked()) return;
    setSelected('new');
  };

  return (
    <StyledColumns>
      <StyledColumn aria-label="Stories">
        <h2>Stories</h2>
        <TextField
          label="New story"
          placeholder="Story name and Enter"
          value={newStory}
          onChange={(e) => setNewStory(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submitStory(newStory);
            }
          }}
        />
        {stories.isLoading && <Spinner label="Loading stories" />}
        <StyledList>
          {flat.map(({ story, depth }) => (
            <li key={story.id} style={{ paddingLeft: depth * 16 }}>
              {story.childStories.length > 0 ? (
                <IconButton
                  icon={collapsed.has(story.id) ? 'chevron-right' : 'chevron-down'}
                  size="sm"
                  variant="ghost"
                  label={`${collapsed.has(story.id) ? 'Expand' : 'Collapse'} ${story.name}`}
                  aria-expanded={!collapsed.has(story.id)}
                  onClick={() => toggle(story.id)}
                />
              ) : (
                <StyledTwigSpacer aria-hidden="true" />
              )}
              {renaming?.id === story.id ? (
                <TextField
                  label={`Rename ${story.name}`}
                  hideLabel
                  autoFocus
                  value={renaming.name}
                  onChange={(e) => setRenaming({ id: story.id, name: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      submitStory(renaming.name, story.id, story.parentId);
                    }
                    if (e.key === 'Escape') setRenaming(null);
                  }}
                />
              ) : (
                <StyledItem
                  type="button"
                  aria-current={story.id === storyId ? 'true' : undefined}
                  onClick={() => !blocked() && chooseStory(story.id)}
                >
                  {story.name}
                </StyledItem>
              )}
              <IconButton
                icon="plus"
                size="sm"
                variant="ghost"
                label={`Add sub-story to ${story.name}`}
                onClick={() => setSubStory({ parentId: story.id, name: '' })}
              />
              <IconButton
                icon="edit"
                size="sm"
                variant="ghost"
                label={`Edit story ${story.name}`}
                onClick={() => setRenaming({ id: story.id, name: story.name })}
              />
              <IconButton
                icon="trash"
                size="sm"
                variant="ghost"
                label={`Delete story ${story.name}`}
                onClick={() => setDeleting(story)}
              />
              {subStory?.parentId === story.id && (
                <StyledSubStory>
                  <TextField
                    label={`New sub-story of ${story.name}`}
                    placeholder="Sub-story name and Enter"
                    autoFocus
                    value={subStory.name}
                    onChange={(e) => setSubStory({ parentId: story.id, name: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        submitStory(subStory.name, undefined, story.id);
                      }
                      if (e.key === 'Escape') setSubStory(null);
                    }}
                  />
                </StyledSubStory>
              )}
            </li>
          ))}
        </StyledList>
        {stories.data?.length === 0 && <StyledHint>No stories yet. Type a name and press Enter.</StyledHint>}
      </StyledColumn>

      <StyledColumn aria-label="Intents">
        <StyledRow>
          {storyId && (
            <IconButton
              icon="chevron-left"
              size="sm"
              variant="ghost"
              label="Back to stories"
              onClick={() => !blocked() && chooseStory(undefined)}
            />
          )}
          <h2>Intents</h2>
          <IconButton icon="plus" size="sm" label="Create Intent" onClick={createIntent} />
        </StyledRow>
        {storyId ? (
          <>
            <SearchBox
              key={storyId}
              label="Search intents"
              debounceMs={INTENT_SEARCH_DEBOUNCE_MS}
              onSearch={(t) => setDebounced(t.trim())}
            />
            <StyledList>
              {intents.data?.intents.map((intent) => (
                <li key={intent.id}>
                  <StyledItem
                    type="button"
                    aria-current={selected !== 'new' && selected?.id === intent.id ? 'true' : undefined}
                    onClick={() => !blocked() && setSelected(intent)}
                  >
                    {intent.name}
                  </StyledItem>
                </li>
              ))}
            </StyledList>
            {intents.data?.intents.length === 0 && <StyledHint>No intents in this story yet.</StyledHint>}
          </>
        ) : (
          <StyledHint>Choose a story to see its intents.</StyledHint>
        )}
      </StyledColumn>

      <StyledEditor aria-label="Intent editor">
        {storyId && selected ? (
          <IntentEditor
            key={selected === 'new' ? `new-${storyId}` : selected.id}
            agentId={agent.id}
            storyId={storyId}
            intent={selected === 'new' ? null : selected}
            onSaved={(intent) => setSelected(intent)}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <EmptyState
            icon="chat"
            title={storyId ? 'No intent selected' : 'Choose a story'}
            description={
              storyId ? 'Create an intent with the + button.' : 'Stories hold intents; create one on the left.'
            }
          />
        )}
      </StyledEditor>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete story"
        message={`Delete the story ${deleting?.name ?? ''} with its intents?`}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() =>
          deleting &&
          deleteStory.mutate(
            { agentId: agent.id, storyId: deleting.id },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                if (deleting.id === storyId) chooseStory(undefined);
              },
              onError: (e) => toast.error(failureMessage(e, BotMessages.deleteCannot)),
              onSettled: () => setDeleting(null),
            },
          )
        }
        onCancel={() => setDeleting(null)}
      />
    </StyledColumns>
  );
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 260px 240px minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: start;
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
  }
`;
const StyledColumn = styled.section`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
const StyledEditor = styled(StyledColumn)``;
const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  h2 {
    flex: 1;
  }
`;
const StyledList = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
  }
`;
const StyledSubStory = styled.div`
  flex-basis: 100%;
  padding-left: 30px;
`;
/** Keeps leaf stories aligned with the ones that have a collapse toggle. */
const StyledTwigSpacer = styled.span`
  flex: none;
  width: 28px;
`;
const StyledItem = styled.button`
  flex: 1;
  min-width: 0;
  padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  &[aria-current='true'] {
    background: ${theme.colors.primarySubtle};
    font-weight: ${theme.font.weightMedium};
  }
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;
const StyledHint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
