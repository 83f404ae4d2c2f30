import { bidReceiptSchema } from '@/entities/bid/model/bid.schema';
import { jsonSchemaOf } from '../../lib/contract-route';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { recordJsonSchema } from '@/shared/lib/record-schema';

/** A tender document as `/get_tender` lists it. */
const tenderDocumentSchema = {
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

const tender = recordJsonSchema(tenderSchema);

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

/** `GET /api/vendors/mine`: the logged-in vendor's registrations (`MyApplication`). */
export const myApplicationsAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'applications'],
  properties: {
    success: { type: 'boolean' },
    applications: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['tenderNo', 'title', 'appliedAt', 'companyName', 'tender', 'changedSinceApplied'],
        properties: {
          tenderNo: { type: 'string' },
          title: { type: 'string' },
          appliedAt: { type: 'string' },
          companyName: { type: 'string' },
          tender: {
            type: 'object',
            nullable: true,
            additionalProperties: false,
            required: ['TenderNo', 'Expiry_Date', 'Outcome', 'Corrigendum_Date'],
            properties: {
              TenderNo: { type: 'string' },
              Expiry_Date: { type: 'string' },
              Bid_Deadline: { type: 'string' },
              Outcome: { type: 'string' },
              Corrigendum_Date: { type: 'string' },
            },
          },
          changedSinceApplied: { type: 'boolean' },
          bid: {
            type: 'object',
            nullable: true,
            additionalProperties: false,
            required: ['bidNumber', 'state', 'submittedAt', 'needsReconfirmation', 'receipt'],
            properties: {
              bidNumber: { type: 'string' },
              state: { type: 'string' },
              submittedAt: { type: 'string' },
              needsReconfirmation: { type: 'boolean' },
              evaluation: {
                type: 'object',
                nullable: true,
                additionalProperties: false,
                required: ['decision', 'reason'],
                properties: { decision: { type: 'string', enum: ['qualified', 'not-qualified'] }, reason: { type: 'string' } },
              },
              awarded: { type: 'boolean' },
              receipt: jsonSchemaOf(bidReceiptSchema),
            },
          },
        },
      },
    },
  },
} as const;

const profileFields = ['vendorName', 'email', 'mobileNumber', 'companyName', 'gstNumber', 'panNumber', 'udyamNumber'] as const;

/** `GET /api/vendors/profile`: the seven saved fields (or null) and the registration for the asked tender (or null). */
export const vendorProfileAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'profile', 'registered', 'trades'],
  properties: {
    success: { type: 'boolean' },
    profile: {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      required: [...profileFields],
      properties: Object.fromEntries(profileFields.map((field) => [field, { type: 'string' }])),
    },
    registered: {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      required: ['tenderNo', 'appliedAt', 'companyName'],
      properties: { tenderNo: { type: 'string' }, appliedAt: { type: 'string' }, companyName: { type: 'string' } },
    },
    trades: { type: 'array', items: { type: 'string' } },
  },
} as const;
