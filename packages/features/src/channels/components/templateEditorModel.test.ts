import { describe, expect, it } from 'vitest';
import { checkTemplate, TemplateMessages } from '@parley/api-client';
import {
  editorFieldOf,
  emptyEditorValues,
  newButton,
  newCard,
  toSaveRequest,
  valuesFromTemplate,
} from './templateEditorModel.ts';

describe('the template editor model', () => {
  it('turns a full default template into components the rules accept, and back', () => {
    const values = {
      ...emptyEditorValues('ch1'),
      name: 'order_update',
      category: 'UTILITY',
      headerFormat: 'IMAGE' as const,
      headerUrl: 'https://example.com/a.png',
      body: 'Hi {{1}}, your order {{2}} is on its way.',
      bodyExamples: ['Asha', 'A-17', 'left over'],
      footer: 'Thanks',
      buttons: [{ ...newButton('QUICK_REPLY'), text: 'Track' }],
    };
    const request = toSaveRequest(values);
    expect(checkTemplate(request)).toEqual([]);
    expect(request.components.find((c) => c.type === 'BODY')).toMatchObject({ example: ['Asha', 'A-17'] });
    const back = valuesFromTemplate({
      ...request,
      _id: 't',
      id: 't',
      templateId: 'order_update',
      category: 'UTILITY',
      type: 'DEFAULT',
      status: 'APPROVED',
      rejectedReason: null,
      providerTemplateId: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(back).toMatchObject({ headerFormat: 'IMAGE', headerUrl: 'https://example.com/a.png', footer: 'Thanks' });
    expect(back.bodyExamples).toEqual(['Asha', 'A-17']);
  });

  it('leaves out what the type does not use: a carousel has no header, footer or buttons of its own', () => {
    const values = {
      ...emptyEditorValues('ch1'),
      type: 'CAROUSEL',
      headerFormat: 'TEXT' as const,
      headerText: 'Ignored',
      footer: 'Ignored',
      buttons: [newButton('QUICK_REPLY')],
      body: 'Pick one',
      cards: [newCard(), newCard()],
    };
    expect(toSaveRequest(values).components.map((c) => c.type)).toEqual(['BODY', 'CAROUSEL']);
  });

  it('points each rule at the input that breaks it', () => {
    const request = toSaveRequest({ ...emptyEditorValues('ch1'), name: 'x', body: 'Hi {{1}}' });
    const issue = checkTemplate(request).find((i) => i.message === TemplateMessages.exampleRequired(1))!;
    expect(editorFieldOf(issue)).toBe('bodyExamples.0');
    expect(editorFieldOf({ field: 'cards.2.body.example.1', message: '' })).toBe('cards.2.bodyExamples.1');
    expect(editorFieldOf({ field: 'buttons.1.phone_number', message: '' })).toBe('buttons.1.phone');
    expect(editorFieldOf({ field: 'name', message: '' })).toBe('name');
  });
});
