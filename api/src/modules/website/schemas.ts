import { Type } from '@sinclair/typebox';
import {
  EmptyWriteBody,
  ContentVersionSummary,
  ContentVersionsQuery,
  Envelope,
  Page,
  WebsiteHomeVersion,
  WebsiteHomeVersionParams,
  WebsitePageVersion,
  WebsitePageVersionParams,
  ImpersonateField,
  SuperWebsiteHome,
  SuperWebsitePage,
  SuperWebsitePageSummary,
  WebsiteHome,
  WebsiteHomeBody,
  WebsiteLangParams,
  WebsitePage,
  WebsitePageBody,
  WebsitePageParams,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { UploadedFile } from '../clients/schemas';

const staff = ['back office'];
const site = ['website'];

export const publicHomeSchema = {
  tags: site,
  summary: "The home page's hero (title, subtitle, picture) in the request's language (Accept-Language)",
  response: { 200: Envelope(WebsiteHome), ...errors(422) },
};

export const publicPageSchema = {
  tags: site,
  summary: "A static page's title, meta description and body (page markup) in the request's language",
  params: Type.Object({ slug: Type.String({ maxLength: 60 }) }),
  response: { 200: Envelope(WebsitePage), ...errors(404, 422) },
};

export const superHomeSchema = {
  tags: staff,
  summary: "The home page's hero in both languages, with who saved each last",
  response: { 200: Envelope(Type.Array(SuperWebsiteHome)), ...errors(401, 403) },
};

export const superHomeSaveSchema = {
  tags: staff,
  summary:
    "Saves the home hero's title and subtitle of one language (default_picture: back to the default picture); audited. 409 when based_on_version is not the newest version",
  params: WebsiteLangParams,
  body: WebsiteHomeBody,
  response: { 200: Envelope(SuperWebsiteHome), ...errors(401, 403, 409, 422) },
};

export const superHomePictureSchema = {
  tags: staff,
  summary:
    "Replaces the home hero's picture of one language (multipart: file; JPEG, PNG or WebP checked by structure, stored without metadata); audited",
  consumes: ['multipart/form-data'],
  params: WebsiteLangParams,
  body: Type.Object({ file: UploadedFile, impersonate_id: ImpersonateField }),
  response: { 200: Envelope(SuperWebsiteHome), ...errors(401, 403, 413, 415, 422) },
};

export const superPagesSchema = {
  tags: staff,
  summary: 'Every static page with its title in both languages and its last save',
  response: { 200: Envelope(Type.Array(SuperWebsitePageSummary)), ...errors(401, 403) },
};

export const superPageSchema = {
  tags: staff,
  summary: 'One static page in one language, with who saved it last',
  params: WebsitePageParams,
  response: { 200: Envelope(SuperWebsitePage), ...errors(401, 403, 422) },
};

export const superPageSaveSchema = {
  tags: staff,
  summary:
    "Saves a static page's title, meta description and body (page markup; links only to site paths, mailto: or https:) in one language; audited. 409 when based_on_version is not the newest version",
  params: WebsitePageParams,
  body: WebsitePageBody,
  response: { 200: Envelope(SuperWebsitePage), ...errors(401, 403, 409, 422) },
};

export const superHomeVersionsSchema = {
  tags: staff,
  summary: "The saved versions of the home hero's words in one language, newest first (20 a page)",
  params: WebsiteLangParams,
  querystring: ContentVersionsQuery,
  response: { 200: Envelope(Page(ContentVersionSummary)), ...errors(401, 403, 422) },
};

export const superHomeVersionSchema = {
  tags: staff,
  summary: "One saved version of the home hero's words in one language (404: not a version of this hero)",
  params: WebsiteHomeVersionParams,
  response: { 200: Envelope(WebsiteHomeVersion), ...errors(401, 403, 404, 422) },
};

export const superHomeRestoreSchema = {
  tags: staff,
  summary:
    "Saves a version's title and subtitle as the hero's current words in that language (a new version; the picture stays); audited",
  params: WebsiteHomeVersionParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(SuperWebsiteHome), ...errors(401, 403, 404, 422) },
};

export const superPageVersionsSchema = {
  tags: staff,
  summary: 'The saved versions of a static page in one language, newest first (20 a page)',
  params: WebsitePageParams,
  querystring: ContentVersionsQuery,
  response: { 200: Envelope(Page(ContentVersionSummary)), ...errors(401, 403, 422) },
};

export const superPageVersionSchema = {
  tags: staff,
  summary: 'One saved version of a static page in one language (404: not a version of this page)',
  params: WebsitePageVersionParams,
  response: { 200: Envelope(WebsitePageVersion), ...errors(401, 403, 404, 422) },
};

export const superPageRestoreSchema = {
  tags: staff,
  summary:
    "Saves a version's title, description and body as the page's current text in that language (a new version); audited",
  params: WebsitePageVersionParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(SuperWebsitePage), ...errors(401, 403, 404, 422) },
};
