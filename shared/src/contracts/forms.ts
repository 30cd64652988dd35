// The service form built from the server (spec §3 "Service form", §7 GET /api/form-categories/{x},
// GET /api/form-steps/{x}, POST api/form-submit/{name}). A form belongs to a category name; its steps and each
// step's fields come in `display_order`. The screen posts one step at a time as multipart/form-data (list fields as
// `name[]`, pictures as `pictures[]`, booleans as 1/0): the server keeps the answers on a draft service, and the
// draft goes live only when the last post carries `submit=1` and every required field is filled.
import { Type, type Static } from '@sinclair/typebox';
import { Id, ImpersonateField } from './common';

/** The field types a form may use (the form_fields CHECK lists the same). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'select',
  'multiselect',
  'checkbox',
  'date',
  'time',
  'file',
  'images',
  'price_tiers',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

const FormName = Type.String({
  pattern: '^[a-z0-9][a-z0-9-]{0,59}$',
  description: 'the form category name, for example `experience`',
});

export const FormCategoryParams = Type.Object({ x: FormName });
export type FormCategoryParams = Static<typeof FormCategoryParams>;

export const FormStepParams = Type.Object({ x: Id({ description: 'the step id' }) });
export type FormStepParams = Static<typeof FormStepParams>;

export const FormSubmitParams = Type.Object({ name: FormName });
export type FormSubmitParams = Static<typeof FormSubmitParams>;

export const FormStepSummary = Type.Object({ id: Type.Integer(), name: Type.String(), display_order: Type.Integer() });
export type FormStepSummary = Static<typeof FormStepSummary>;

/** GET /api/form-categories/{x}: the form and its steps in display order (names in the asked language). */
export const FormCategory = Type.Object({
  id: Type.Integer(),
  category_name: Type.String(),
  steps: Type.Array(FormStepSummary),
});
export type FormCategory = Static<typeof FormCategory>;

export const FormFieldOption = Type.Object({ value: Type.String(), label: Type.String() });
export type FormFieldOption = Static<typeof FormFieldOption>;

export const FormField = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  field_type: Type.Unsafe<FormFieldType>({ type: 'string', enum: [...FORM_FIELD_TYPES] }),
  label: Type.String(),
  required: Type.Boolean(),
  options: Type.Union([Type.Array(FormFieldOption), Type.Null()]),
  display_order: Type.Integer(),
});
export type FormField = Static<typeof FormField>;

/** GET /api/form-steps/{x}: one step with its fields in display order. */
export const FormStep = Type.Object({
  id: Type.Integer(),
  form_category_id: Type.Integer(),
  name: Type.String(),
  display_order: Type.Integer(),
  fields: Type.Array(FormField),
});
export type FormStep = Static<typeof FormStep>;

/**
 * POST api/form-submit/{name}: `step` (the step id) and that step's fields; `service_id` names the draft after the
 * first step; `submit=1` on the last post publishes. Other keys are the step's own field names (`languages[]`, …).
 */
export const FormSubmitBody = Type.Object(
  {
    step: Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]),
    service_id: Type.Optional(Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })])),
    submit: Type.Optional(
      Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')]),
    ),
    impersonate_id: ImpersonateField,
  },
  { additionalProperties: true },
);
export type FormSubmitBody = Static<typeof FormSubmitBody>;

export const FormSubmitResult = Type.Object({
  service_id: Type.Integer(),
  slug: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('active')]),
});
export type FormSubmitResult = Static<typeof FormSubmitResult>;
