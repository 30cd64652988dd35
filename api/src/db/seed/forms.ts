// The service forms a partner fills in at /dashboard/services/new (spec §3 "Service form"): one form
// per kind of service that partners create themselves (experiences and wellness), its steps and their fields in
// display order. The field names are what POST api/form-submit/{name} understands (modules/forms/fields.ts).
import { and, eq, notInArray } from 'drizzle-orm';
import type { FormFieldType } from '@mp/shared/contracts';
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue } from '../seed-data/types';

type Option = { value: string; en: string; pt: string };
interface SeedField {
  name: string;
  type: FormFieldType;
  en: string;
  pt: string;
  required?: boolean;
  options?: Option[];
}
interface SeedStep {
  en: string;
  pt: string;
  fields: SeedField[];
}

const LANGUAGES: Option[] = [
  { value: 'pt', en: 'Portuguese', pt: 'Português' },
  { value: 'en', en: 'English', pt: 'Inglês' },
  { value: 'es', en: 'Spanish', pt: 'Espanhol' },
  { value: 'fr', en: 'French', pt: 'Francês' },
  { value: 'de', en: 'German', pt: 'Alemão' },
];

function steps(catalogue: SeedCatalogue, kind: 'experience' | 'wellness'): SeedStep[] {
  const categories = catalogue.categories
    .filter((c) => c.kind === kind)
    .map((c) => ({ value: c.slug, en: c.name.en, pt: c.name.pt }));
  const cities = (catalogue.countries.find((c) => c.code === 'pt')?.cities ?? []).map((c) => ({
    value: c.slug,
    en: c.name,
    pt: c.name,
  }));
  return [
    {
      en: 'About the service',
      pt: 'Sobre o serviço',
      fields: [
        { name: 'category', type: 'select', en: 'Category', pt: 'Categoria', required: true, options: categories },
        { name: 'city', type: 'select', en: 'City', pt: 'Cidade', required: true, options: cities },
        { name: 'name_en', type: 'text', en: 'Name (English)', pt: 'Nome (inglês)', required: true },
        { name: 'name_pt', type: 'text', en: 'Name (Portuguese)', pt: 'Nome (português)', required: true },
        {
          name: 'short_description_en',
          type: 'textarea',
          en: 'Short description (English)',
          pt: 'Descrição curta (inglês)',
        },
        {
          name: 'short_description_pt',
          type: 'textarea',
          en: 'Short description (Portuguese)',
          pt: 'Descrição curta (português)',
        },
        {
          name: 'description_en',
          type: 'textarea',
          en: 'Description (English)',
          pt: 'Descrição (inglês)',
          required: true,
        },
        {
          name: 'description_pt',
          type: 'textarea',
          en: 'Description (Portuguese)',
          pt: 'Descrição (português)',
          required: true,
        },
      ],
    },
    {
      en: 'Price and group size',
      pt: 'Preço e tamanho do grupo',
      fields: [
        {
          name: 'price_type',
          type: 'select',
          en: 'Price type',
          pt: 'Tipo de preço',
          required: true,
          options: [
            { value: 'per_person', en: 'Per person', pt: 'Por pessoa' },
            { value: 'per_group', en: 'Per group', pt: 'Por grupo' },
          ],
        },
        { name: 'value', type: 'money', en: 'Price (€)', pt: 'Preço (€)', required: true },
        { name: 'value_discount', type: 'money', en: 'Discounted price (€)', pt: 'Preço com desconto (€)' },
        {
          name: 'max_capacity',
          type: 'number',
          en: 'Maximum group size',
          pt: 'Tamanho máximo do grupo',
          required: true,
        },
        { name: 'daily_capacity', type: 'number', en: 'Places per day', pt: 'Lugares por dia', required: true },
        { name: 'extra_prices', type: 'price_tiers', en: 'Prices for larger groups', pt: 'Preços para grupos maiores' },
      ],
    },
    {
      en: 'Details',
      pt: 'Detalhes',
      fields: [
        { name: 'duration', type: 'number', en: 'Duration (minutes)', pt: 'Duração (minutos)', required: true },
        { name: 'start_times', type: 'time', en: 'Start times', pt: 'Horas de início', required: true },
        {
          name: 'languages',
          type: 'multiselect',
          en: 'Languages spoken',
          pt: 'Línguas faladas',
          required: true,
          options: LANGUAGES,
        },
        { name: 'age_start', type: 'number', en: 'Minimum age', pt: 'Idade mínima' },
        { name: 'age_end', type: 'number', en: 'Maximum age', pt: 'Idade máxima' },
        {
          name: 'child_value',
          type: 'money',
          en: 'Child price (€), empty for one price for all',
          pt: 'Preço de criança (€), vazio para um preço único',
        },
        { name: 'child_age_end', type: 'number', en: 'Children up to age', pt: 'Crianças até aos (anos)' },
        {
          name: 'children_alone',
          type: 'checkbox',
          en: 'Children may book without an adult',
          pt: 'As crianças podem reservar sem um adulto',
        },
        {
          name: 'calendar_price',
          type: 'checkbox',
          en: 'Show the price on the calendar',
          pt: 'Mostrar o preço no calendário',
        },
        { name: 'free_cancellation', type: 'checkbox', en: 'Free cancellation', pt: 'Cancelamento gratuito' },
        {
          name: 'cancellation_policy',
          type: 'number',
          en: 'Cancellation up to (hours before)',
          pt: 'Cancelamento até (horas antes)',
        },
        { name: 'selected_language', type: 'select', en: 'Main language', pt: 'Língua principal', options: LANGUAGES },
        { name: 'notes', type: 'textarea', en: 'Notes for the customer', pt: 'Notas para o cliente' },
      ],
    },
    {
      en: 'Pictures',
      pt: 'Fotografias',
      fields: [{ name: 'pictures', type: 'images', en: 'Pictures', pt: 'Fotografias', required: true }],
    },
  ];
}

/** Upserts the `experience` and `wellness` forms; a re-seed rewrites their steps and fields in place. */
export async function seedServiceForms(tx: Tx, catalogue: SeedCatalogue): Promise<void> {
  for (const kind of ['experience', 'wellness'] as const) {
    const [form] = await tx
      .insert(t.formCategories)
      .values({ categoryName: kind })
      .onConflictDoUpdate({ target: t.formCategories.categoryName, set: { categoryName: kind } })
      .returning({ id: t.formCategories.id });
    if (!form) throw new Error('seed: form category upsert returned nothing');
    const list = steps(catalogue, kind);
    const keptSteps: number[] = [];
    for (const [i, s] of list.entries()) {
      const values = { formCategoryId: form.id, nameEn: s.en, namePt: s.pt, displayOrder: i + 1 };
      const [step] = await tx
        .insert(t.formSteps)
        .values(values)
        .onConflictDoUpdate({ target: [t.formSteps.formCategoryId, t.formSteps.displayOrder], set: values })
        .returning({ id: t.formSteps.id });
      if (!step) throw new Error('seed: form step upsert returned nothing');
      keptSteps.push(step.id);
      const names: string[] = [];
      for (const [j, f] of s.fields.entries()) {
        const field = {
          formStepId: step.id,
          name: f.name,
          fieldType: f.type,
          labelEn: f.en,
          labelPt: f.pt,
          required: f.required ?? false,
          options: f.options ?? null,
          displayOrder: j + 1,
        };
        await tx
          .insert(t.formFields)
          .values(field)
          .onConflictDoUpdate({ target: [t.formFields.formStepId, t.formFields.name], set: field });
        names.push(f.name);
      }
      await tx
        .delete(t.formFields)
        .where(and(eq(t.formFields.formStepId, step.id), notInArray(t.formFields.name, names)));
    }
    await tx
      .delete(t.formSteps)
      .where(and(eq(t.formSteps.formCategoryId, form.id), notInArray(t.formSteps.id, keptSteps)));
  }
}
