import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { ApiError, TEMPLATE_LIMITS, templateLength, variableCount, type MessageTemplate } from '@parley/api-client';
import { useChannels, useCreateTemplate, useTemplate, useUpdateTemplate } from '@parley/api-client/hooks';
import {
  Alert,
  Button,
  Checkbox,
  Select,
  Spinner,
  TemplatePreview,
  TextArea,
  TextField,
  theme,
  useToast,
} from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { TemplateButtonsEditor } from '../components/TemplateButtonsEditor.tsx';
import { TemplateCardsEditor } from '../components/TemplateCardsEditor.tsx';
import { TemplateStatusBadge } from '../components/TemplateStatusBadge.tsx';
import { errorAt } from '../components/editorErrors.ts';
import { templateEditorResolver } from '../components/templateEditorResolver.ts';
import {
  editorFieldOf,
  emptyEditorValues,
  newCard,
  toSaveRequest,
  valuesFromTemplate,
  type EditorValues,
} from '../components/templateEditorModel.ts';
import { templatePreviewOf } from '../components/templatePreviewOf.ts';
import { LANGUAGE_OPTIONS, CATEGORY_OPTIONS, TYPE_OPTIONS, HEADER_OPTIONS } from '../components/templateOptions.ts';
import { channelPaths } from '../paths.ts';

/** The largest page of channels the picker reads; an enterprise has few channels. */
const CHANNEL_PICKER_SIZE = 200;

/**
 * Create or edit a message template (platform-shell §3 "Message templates", §9 maximums). Every rule is checked as
 * you type, with counters beside the limited fields, and the preview follows the inputs with the examples filled
 * in. Editing keeps the channel, name and language (the provider knows the template by them) and resubmits it.
 */
export function TemplateEditorScreen() {
  const { id } = useParams();
  const existing = useTemplate(id);
  if (id && existing.isPending) return <Spinner label="Loading template" />;
  if (id && !existing.data)
    return (
      <AdminPage>
        <LoadError query={existing} />
      </AdminPage>
    );
  return <TemplateEditor key={id ?? 'new'} template={existing.data} />;
}

function TemplateEditor({ template }: { template: MessageTemplate | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const channels = useChannels({ perPage: CHANNEL_PICKER_SIZE });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EditorValues>({
    resolver: templateEditorResolver,
    mode: 'onChange',
    defaultValues: template ? valuesFromTemplate(template) : emptyEditorValues(),
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const values = watch();
  const editing = Boolean(template);

  // A new template goes to the first channel until another is chosen.
  const firstChannel = channels.data?.channels[0]?.id;
  useEffect(() => {
    if (!editing && firstChannel && !form.getValues('channelId')) setValue('channelId', firstChannel);
  }, [editing, firstChannel, form, setValue]);

  // A carousel starts with the two cards it needs at least.
  useEffect(() => {
    if (values.type === 'CAROUSEL' && values.cards.length === 0) setValue('cards', [newCard(), newCard()]);
  }, [values.type, values.cards.length, setValue]);

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    const body = toSaveRequest(input);
    try {
      const answer = template
        ? await update.mutateAsync({ params: { id: template.id }, body })
        : await create.mutateAsync({ body });
      toast.success(answer.message);
      navigate(channelPaths.templates);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : [];
      for (const problem of fieldErrors)
        setError(editorFieldOf(problem) as keyof EditorValues, { type: 'server', message: problem.message });
      setServerError((error as Error).message);
    }
  });

  const error = (path: string) => errorAt(formState.errors, path);
  const counter = (text: string, limit: number) => `${templateLength(text)} / ${limit}`;
  const carousel = values.type === 'CAROUSEL';
  const offer = values.type === 'LIMITED_TIME_OFFER';

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>{editing ? 'Edit Template' : 'Create Template'}</h1>
        {template ? <TemplateStatusBadge status={template.status} /> : null}
      </AdminPageHeader>
      {template?.status === 'REJECTED' && template.rejectedReason ? (
        <Alert tone="danger">Rejected: {template.rejectedReason}</Alert>
      ) : null}
      <LoadError query={channels} />
      <FormProvider {...form}>
        <StyledLayout>
          <StyledForm onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit template' : 'Create template'}>
            <StyledSection aria-labelledby="template-basics">
              <h2 id="template-basics">Template</h2>
              <Select
                label="Channel"
                placeholder="Choose a channel"
                disabled={editing}
                error={error('channelId')}
                options={(channels.data?.channels ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.name} (${c.vendorName})`,
                }))}
                {...register('channelId')}
              />
              <TextField
                label="Template name"
                placeholder="order_update"
                disabled={editing}
                hint="Lower-case letters, digits and underscores"
                error={error('name')}
                {...register('name')}
              />
              <Select
                label="Language"
                disabled={editing}
                options={LANGUAGE_OPTIONS}
                error={error('language')}
                {...register('language')}
              />
              <Select label="Category" options={CATEGORY_OPTIONS} error={error('category')} {...register('category')} />
              <Select label="Template type" options={TYPE_OPTIONS} error={error('type')} {...register('type')} />
            </StyledSection>

            {!carousel ? (
              <StyledSection aria-labelledby="template-header">
                <h2 id="template-header">Header</h2>
                <Select label="Header type" options={HEADER_OPTIONS} {...register('headerFormat')} />
                {values.headerFormat === 'TEXT' ? (
                  <>
                    <TextField
                      label="Header text"
                      hint={counter(values.headerText, TEMPLATE_LIMITS.header)}
                      error={error('headerText')}
                      {...register('headerText')}
                    />
                    {variableCount(values.headerText) ? (
                      <TextField
                        label="Header example for {{1}}"
                        error={error('headerExample')}
                        {...register('headerExample')}
                      />
                    ) : null}
                  </>
                ) : null}
                {values.headerFormat !== 'NONE' && values.headerFormat !== 'TEXT' ? (
                  <TextField
                    label="Header media sample address"
                    placeholder="https://example.com/sample.jpg"
                    hint="A sample for the review; each send carries its own media"
                    error={error('headerUrl')}
                    {...register('headerUrl')}
                  />
                ) : null}
              </StyledSection>
            ) : null}

            {offer ? (
              <StyledSection aria-labelledby="template-offer">
                <h2 id="template-offer">Limited-time offer</h2>
                <TextField
                  label="Offer text"
                  hint={counter(values.offerText, TEMPLATE_LIMITS.offerBody)}
                  error={error('offerText')}
                  {...register('offerText')}
                />
                <Checkbox label="The offer has an expiry time" {...register('offerHasExpiration')} />
              </StyledSection>
            ) : null}

            <StyledSection aria-labelledby="template-body">
              <h2 id="template-body">Body</h2>
              <TextArea
                label="Body text"
                rows={6}
                hint={`${counter(values.body, TEMPLATE_LIMITS.body)} · *bold*, _italic_, ~strike~, \`\`\`monospace\`\`\`, variables {{1}}, {{2}}…`}
                error={error('body')}
                {...register('body')}
              />
              {Array.from({ length: variableCount(values.body) }, (_, n) => (
                <TextField
                  key={n}
                  label={`Body example for {{${n + 1}}}`}
                  error={error(`bodyExamples.${n}`)}
                  {...register(`bodyExamples.${n}`)}
                />
              ))}
            </StyledSection>

            {!carousel && !offer ? (
              <StyledSection aria-labelledby="template-footer">
                <h2 id="template-footer">Footer</h2>
                <TextField
                  label="Footer text"
                  hint={counter(values.footer, TEMPLATE_LIMITS.footer)}
                  error={error('footer')}
                  {...register('footer')}
                />
              </StyledSection>
            ) : null}

            {carousel ? (
              <StyledSection aria-labelledby="template-cards">
                <h2 id="template-cards">Cards</h2>
                <TemplateCardsEditor />
              </StyledSection>
            ) : (
              <StyledSection aria-labelledby="template-buttons">
                <h2 id="template-buttons">Buttons</h2>
                <TemplateButtonsEditor
                  name="buttons"
                  max={offer ? 2 : TEMPLATE_LIMITS.buttons}
                  types={offer ? ['COPY_CODE', 'URL', 'PHONE_NUMBER'] : undefined}
                />
              </StyledSection>
            )}

            {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
            <StyledActions>
              <Button variant="secondary" onClick={() => navigate(channelPaths.templates)}>
                Cancel
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {editing ? 'Save and resubmit' : 'Submit for review'}
              </Button>
            </StyledActions>
          </StyledForm>
          <StyledPreview aria-label="Preview">
            <TemplatePreview {...templatePreviewOf(values)} />
          </StyledPreview>
        </StyledLayout>
      </FormProvider>
    </AdminPage>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: ${theme.space[5]};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const StyledPreview = styled.aside`
  position: sticky;
  top: ${theme.space[4]};
`;
