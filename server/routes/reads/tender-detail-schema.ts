import { TENDER_FIELDS, recordSchema } from './fields';

/** A tender document as `/get_tender` lists it. */
export const tenderDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'Title', 'File_Name', 'Type', 'Size', 'Url'],
  properties: {
    id: { type: 'integer' },
    Title: { type: 'string' },
    File_Name: { type: 'string' },
    Type: { type: 'string' },
    Size: { type: 'integer' },
    Url: { type: 'string' },
  },
} as const;

const tender = recordSchema(TENDER_FIELDS);

/** `/get_tender`'s element: the contract's tender fields, its documents and its corrigenda (newest first). */
export const tenderDetailSchema = {
  ...tender,
  required: [...tender.required, 'Documents', 'Corrigenda'],
  properties: {
    ...tender.properties,
    Documents: { type: 'array', items: tenderDocumentSchema },
    Corrigenda: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'Date', 'Text', 'New_Deadline', 'Document'],
        properties: {
          id: { type: 'integer' },
          Date: { type: 'string' },
          Text: { type: 'string' },
          New_Deadline: { type: 'string' },
          Document: { ...tenderDocumentSchema, nullable: true },
        },
      },
    },
  },
} as const;
