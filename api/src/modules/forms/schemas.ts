import {
  Envelope,
  FormCategory,
  FormCategoryParams,
  FormStep,
  FormStepParams,
  FormSubmitBody,
  FormSubmitParams,
  FormSubmitResult,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['dashboard'];

export const formCategorySchema = {
  tags,
  summary: 'A service form by name (`experience`, `wellness`): its steps in display order',
  params: FormCategoryParams,
  response: { 200: Envelope(FormCategory), ...errors(401, 403, 404, 422) },
};
export const formStepSchema = {
  tags,
  summary: 'One step of a service form with its fields in display order (labels and options in the asked language)',
  params: FormStepParams,
  response: { 200: Envelope(FormStep), ...errors(401, 403, 404, 422) },
};
export const formSubmitSchema = {
  tags,
  summary:
    'Save one step of a service form on the company’s draft (multipart: list fields as `name[]`, pictures as `pictures[]`); `submit=1` publishes',
  consumes: ['multipart/form-data', 'application/json'],
  params: FormSubmitParams,
  body: FormSubmitBody,
  response: { 200: Envelope(FormSubmitResult), ...errors(401, 403, 404, 413, 415, 422) },
};
