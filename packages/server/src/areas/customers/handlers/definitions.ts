/** The customer master's field definitions: list, read, save, move and delete (broadcast-and-customer-master §5 "Define field"). */
import { CustomerMessages, normaliseDefinition, validateDefinition, type Endpoints } from '@parley/api-client/contract';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import {
  loadDefinitions,
  nextFieldId,
  requestSearchRebuild,
  toDefinition,
  type DefinitionRow,
} from '../services/customerMaster.ts';
import { NotFoundMessages } from '@parley/api-client/contract';
import { definitionList } from './shared.ts';

export const listInputFieldDefinitions: Handler<Endpoints['listInputFieldDefinitions']> = async (ctx) =>
  definitionList(ctx.db, currentUser(ctx).enterpriseId);

export const getInputFieldDefinition: Handler<Endpoints['getInputFieldDefinition']> = async (ctx) => {
  const defs = await loadDefinitions(ctx.db, currentUser(ctx).enterpriseId);
  const def = defs.find((d) => d._id === ctx.params.id);
  if (!def) throw notFound(NotFoundMessages.field);
  return { inputFieldDefinition: def };
};

export const saveInputFieldDefinition: Handler<Endpoints['saveInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const body = ctx.body;
  const saved = await ctx.db.transaction(async (tx) => {
    // Serialise definition writes of one enterprise (positions and name uniqueness).
    await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR NO KEY UPDATE', [enterpriseId]);
    const defs = await loadDefinitions(tx, enterpriseId);
    if (body._id && !defs.some((d) => d._id === body._id)) throw notFound(NotFoundMessages.field);
    const errors = validateDefinition(body, defs);
    if (errors.length) throw badRequest(CustomerMessages.definitionSaveFailed, errors);
    const definition = normaliseDefinition(body);
    if (body._id) {
      const [row] = await tx.query<DefinitionRow>(
        `UPDATE cm_field_definitions SET field_name = $3, definition = $4::jsonb
          WHERE id = $1 AND enterprise_id = $2 RETURNING id, position, definition`,
        [body._id, enterpriseId, definition.fieldName, JSON.stringify(definition)],
      );
      // Searchable or not decides which values customers are found by: their search words are recomputed.
      const rebuild = Boolean(defs.find((d) => d._id === body._id)!.search) !== Boolean(definition.search);
      if (rebuild) await requestSearchRebuild(tx, enterpriseId);
      const answer = withMessage(
        {
          inputFieldDefinition: toDefinition(
            row!,
            defs.findIndex((d) => d._id === body._id),
          ),
        },
        'Field updated successfully',
      );
      return { answer, rebuild };
    }
    // A new field has no values yet: nobody's search words change.
    const [row] = await tx.query<DefinitionRow>(
      `INSERT INTO cm_field_definitions (id, enterprise_id, field_name, position, definition)
       VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, position, definition`,
      [
        await nextFieldId(tx, enterpriseId),
        enterpriseId,
        definition.fieldName,
        defs.length,
        JSON.stringify(definition),
      ],
    );
    return {
      answer: withMessage({ inputFieldDefinition: toDefinition(row!) }, 'Field created successfully'),
      rebuild: false,
    };
  });
  if (saved.rebuild) await ctx.customerImports.rebuildSearchSoon(enterpriseId);
  return saved.answer;
};

export const moveInputFieldDefinition: Handler<Endpoints['moveInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const { from, to } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM enterprises WHERE id = $1 FOR NO KEY UPDATE', [enterpriseId]);
    const ids = (await loadDefinitions(tx, enterpriseId)).map((d) => d._id);
    if (from >= ids.length || to >= ids.length) throw badRequest('Index out of range');
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    await tx.query(
      `UPDATE cm_field_definitions d SET position = u.pos - 1
         FROM unnest($2::text[]) WITH ORDINALITY AS u(id, pos)
        WHERE d.id = u.id AND d.enterprise_id = $1`,
      [enterpriseId, ids],
    );
    return withMessage(await definitionList(tx, enterpriseId), 'Field moved successfully');
  });
};

export const deleteInputFieldDefinition: Handler<Endpoints['deleteInputFieldDefinition']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const id = ctx.params.id;
  const searchable = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; search: boolean | null }>(
      "DELETE FROM cm_field_definitions WHERE id = $1 AND enterprise_id = $2 RETURNING id, (definition->>'search')::boolean AS search",
      [id, enterpriseId],
    );
    if (!row) throw notFound(NotFoundMessages.field);
    await tx.query(
      `UPDATE cm_field_definitions d SET position = u.pos - 1
         FROM (SELECT id, row_number() OVER (ORDER BY position, created_at, id) AS pos
                 FROM cm_field_definitions WHERE enterprise_id = $1) u
        WHERE d.enterprise_id = $1 AND d.id = u.id`,
      [enterpriseId],
    );
    await tx.query(
      `UPDATE cm_customers SET data = (data::jsonb - $2::text)::json
        WHERE enterprise_id = $1 AND data -> $2::text IS NOT NULL`,
      [enterpriseId, id],
    );
    if (row.search) await requestSearchRebuild(tx, enterpriseId);
    return Boolean(row.search);
  });
  if (searchable) await ctx.customerImports.rebuildSearchSoon(enterpriseId);
  return withMessage({ id }, 'Field deleted successfully');
};
