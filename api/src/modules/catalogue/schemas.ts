import { Type } from '@sinclair/typebox';
import { Category, Envelope, PlatformCountry } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['catalogue'];

export const categoriesSchema = {
  tags,
  summary: 'Service categories, names in the Accept-Language locale',
  response: { 200: Envelope(Type.Array(Category)), ...errors() },
};

export const platformCountriesSchema = {
  tags,
  summary: 'Platform countries with their cities (spec §9: static list)',
  response: { 200: Envelope(Type.Array(PlatformCountry)), ...errors() },
};
