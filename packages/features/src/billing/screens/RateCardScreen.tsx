import { useState } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  BillingPermissions,
  CURRENCIES,
  TEMPLATE_CATEGORIES,
  currencySymbol,
  hasAnyPermission,
  type RateCard,
  type TemplateCategory,
} from '@parley/api-client';
import { useRateCard, useSaveRateCard } from '@parley/api-client/hooks';
import { Alert, Button, IconButton, Select, Spinner, TextField, theme, useToast } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { errorText } from '../../accounts/components/errorText.ts';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import {
  canAddRow,
  cardOfDraft,
  draftOf,
  errorsByField,
  newRow,
  type RateCardDraft,
  type RateCardErrors,
  type RateRowDraft,
} from '../components/rateCardDraft.ts';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: `${c} (${currencySymbol(c)})` }));
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * The enterprise's rate card (admin/enterpriseBilling): what one message costs per country code and template
 * category, and the rate of every other country. The broadcast sender's estimate prices a send with it.
 */
export function RateCardScreen() {
  const query = useRateCard();
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Rate Card</h1>
      </AdminPageHeader>
      {query.isError ? (
        <LoadError query={query} />
      ) : query.data ? (
        <RateCardForm card={query.data} />
      ) : (
        <Spinner label="Loading rate card" />
      )}
    </AdminPage>
  );
}

function RateCardForm({ card }: { card: RateCard }) {
  const { permissions } = useSession();
  const canSave = hasAnyPermission(permissions, BillingPermissions.manage);
  const save = useSaveRateCard();
  const toast = useToast();
  const [draft, setDraft] = useState<RateCardDraft>(() => draftOf(card));
  const [errors, setErrors] = useState<RateCardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setRow = (key: number, change: Partial<RateRowDraft>) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
  // Errors name rows by position: once rows move they would mark the wrong row, so they go.
  const removeRow = (key: number) => {
    setDraft((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== key) }));
    setErrors({});
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const made = cardOfDraft(draft);
    if ('errors' in made) return setErrors(made.errors);
    try {
      const result = await save.mutateAsync({ body: made.card });
      setErrors({});
      setDraft(draftOf(result.data));
      toast.success(result.message || 'Saved');
    } catch (error) {
      const fields = error instanceof ApiError ? errorsByField(error.errors) : {};
      setErrors(fields);
      // A refusal the fields show needs no other word; anything else is said above the Save button.
      if (!Object.keys(fields).length) setFailure(errorText(error));
    }
  };

  const symbol = currencySymbol(draft.currency);
  return (
    <form noValidate aria-label="Rate card" onSubmit={(e) => void onSubmit(e)}>
      <StyledFields disabled={!canSave}>
        <StyledIntro>
          The cost of one message by the recipient&apos;s country code and the template&apos;s category. A number takes
          the longest country code that begins it; a number of any other country is priced at the default rate.
        </StyledIntro>
        <StyledRow>
          <Select
            label="Currency"
            options={CURRENCY_OPTIONS}
            value={draft.currency}
            error={errors.currency}
            onChange={(e) => setDraft((d) => ({ ...d, currency: e.target.value as RateCard['currency'] }))}
          />
          <TextField
            label={`Default rate (${symbol})`}
            inputMode="decimal"
            value={draft.defaultRate}
            error={errors.defaultRate}
            hint="Leave empty to report numbers of other countries as unpriced"
            onChange={(e) => setDraft((d) => ({ ...d, defaultRate: e.target.value }))}
          />
        </StyledRow>
        <StyledTable aria-label="Rates">
          <thead>
            <tr>
              <th scope="col">Country code</th>
              <th scope="col">Category</th>
              <th scope="col">Rate per message ({symbol})</th>
              <th scope="col">
                <StyledHidden>Remove</StyledHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.length === 0 ? (
              <tr>
                <td colSpan={4}>No rates yet: add one for each country code and category you price.</td>
              </tr>
            ) : (
              draft.rows.map((row, i) => (
                <tr key={row.key}>
                  <td>
                    <TextField
                      label={`Country code, row ${i + 1}`}
                      hideLabel
                      placeholder="+91"
                      value={row.countryCode}
                      error={errors[`entries.${i}.countryCode`]}
                      onChange={(e) => setRow(row.key, { countryCode: e.target.value })}
                    />
                  </td>
                  <td>
                    <Select
                      label={`Category, row ${i + 1}`}
                      hideLabel
                      options={CATEGORY_OPTIONS}
                      value={row.category}
                      error={errors[`entries.${i}.category`]}
                      onChange={(e) => setRow(row.key, { category: e.target.value as TemplateCategory })}
                    />
                  </td>
                  <td>
                    <TextField
                      label={`Rate per message, row ${i + 1}`}
                      hideLabel
                      inputMode="decimal"
                      placeholder="0.0000"
                      value={row.rate}
                      error={errors[`entries.${i}.rate`]}
                      onChange={(e) => setRow(row.key, { rate: e.target.value })}
                    />
                  </td>
                  <td>
                    <IconButton
                      label={`Remove row ${i + 1}`}
                      icon="trash"
                      variant="ghost"
                      onClick={() => removeRow(row.key)}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
        {errors.entries ? <Alert>{errors.entries}</Alert> : null}
        <div>
          <Button
            variant="secondary"
            icon="plus"
            disabled={!canAddRow(draft)}
            onClick={() => setDraft((d) => ({ ...d, rows: [...d.rows, newRow()] }))}
          >
            Add rate
          </Button>
        </div>
      </StyledFields>
      {failure ? <Alert>{failure}</Alert> : null}
      {canSave ? (
        <StyledActions>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </StyledActions>
      ) : null}
    </form>
  );
}

const StyledFields = styled.fieldset`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 280px));
  gap: ${theme.space[4]};
`;

const StyledTable = styled.table`
  width: 100%;
  max-width: 760px;
  border-collapse: collapse;
  th {
    text-align: left;
    font-weight: 600;
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.colors.border};
  }
  td {
    padding: ${theme.space[2]};
    vertical-align: top;
  }
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  max-width: 760px;
  margin-top: ${theme.space[4]};
`;
