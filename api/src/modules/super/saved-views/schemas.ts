import { Type } from '@sinclair/typebox';
import {
  Envelope,
  IdParams,
  ImpersonateField,
  NewSavedViewBody,
  SavedView,
  SavedViewsQuery,
  SavedViewUpdateBody,
} from '@mp/shared/contracts';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];
const noQuery = Type.Object({ impersonate_id: ImpersonateField });

export const savedViewsSchema = {
  tags,
  summary: 'The caller’s saved views of a list and the ones colleagues share (a role sees only lists it may open)',
  querystring: SavedViewsQuery,
  response: { 200: Envelope(Type.Array(SavedView)), ...errors(401, 403, 422) },
};

export const newSavedViewSchema = {
  tags,
  summary: 'Save a list’s filters, search and sort under a name, for oneself or shared with colleagues',
  querystring: noQuery,
  body: NewSavedViewBody,
  response: { 201: Envelope(SavedView), ...errors(401, 403, 422) },
};

export const updateSavedViewSchema = {
  tags,
  summary: 'Rename a saved view, save the current filters into it, share or unshare it (its owner only)',
  params: IdParams,
  querystring: noQuery,
  body: SavedViewUpdateBody,
  response: { 200: Envelope(SavedView), ...errors(401, 403, 404, 422) },
};

export const deleteSavedViewSchema = {
  tags,
  summary: 'Delete a saved view (its owner only)',
  params: IdParams,
  querystring: noQuery,
  response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errors(401, 403, 404, 422) },
};
