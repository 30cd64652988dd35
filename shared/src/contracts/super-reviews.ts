// Back-office reviews (spec §7 api/super/reviews*, §9 default review language Portuguese). The
// create and update calls take multipart fields (spec §3 "review payload (multipart)") or JSON; the import takes a
// CSV file and answers what it imported, what it skipped as already there and the rows it refused.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField } from './common';

export const ReviewLanguage = Type.Union([Type.Literal('en'), Type.Literal('pt')]);
export const ReviewVisibility = Type.Union([Type.Literal('published'), Type.Literal('hidden')]);
export type ReviewVisibility = Static<typeof ReviewVisibility>;
export const ReviewSource = Type.Union([
  Type.Literal('user'),
  Type.Literal('seed'),
  Type.Literal('import'),
  Type.Literal('admin'),
]);

/** The CSV header the import needs, in this order. */
export const REVIEW_IMPORT_HEADER = [
  'service_slug',
  'author_first_name',
  'author_last_name',
  'author_country',
  'stars',
  'language',
  'text',
  'created_at',
] as const;
/** At most this many data rows per file. */
export const REVIEW_IMPORT_MAX_ROWS = 10_000;

export const SuperReview = Type.Object({
  id: Type.Integer(),
  service: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  author_first_name: Type.String(),
  author_last_name: Type.String(),
  author_country: Type.Union([Type.String(), Type.Null()]),
  /** The customer account that wrote it from a booking; null for an imported, seeded or staff-written review. */
  author_user_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  language: ReviewLanguage,
  text: Type.String(),
  status: ReviewVisibility,
  source: ReviewSource,
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperReview = Static<typeof SuperReview>;

export const SuperReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  /** Text, author or service name. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  service_id: Type.Optional(Type.Integer({ minimum: 1 })),
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  status: Type.Optional(ReviewVisibility),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('created_at'),
      Type.Literal('-created_at'),
      Type.Literal('stars'),
      Type.Literal('-stars'),
    ]),
  ),
  impersonate_id: ImpersonateField,
});
export type SuperReviewsQuery = Static<typeof SuperReviewsQuery>;

export const NewReviewBody = Type.Object({
  service_id: Type.Integer({ minimum: 1 }),
  author_first_name: Type.String({ minLength: 1, maxLength: 80 }),
  author_last_name: Type.String({ minLength: 1, maxLength: 80 }),
  /** ISO 3166-1 alpha-2, e.g. PT; blank for none. */
  author_country: Type.Optional(Type.String({ maxLength: 2 })),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  /** Portuguese when left out (spec §9). */
  language: Type.Optional(ReviewLanguage),
  text: Type.String({ minLength: 1, maxLength: 2000 }),
  /** YYYY-MM-DD; today when left out. */
  created_at: Type.Optional(Type.String({ maxLength: 10 })),
  status: Type.Optional(ReviewVisibility),
  impersonate_id: ImpersonateField,
});
export type NewReviewBody = Static<typeof NewReviewBody>;

export const ReviewUpdateBody = Type.Partial(NewReviewBody);
export type ReviewUpdateBody = Static<typeof ReviewUpdateBody>;

/** At most this many reviews per bulk delete (the list's largest page). */
export const REVIEW_BULK_MAX = 100;

/** POST api/super/reviews/destroy: the reviews to delete together (all or none). */
export const ReviewsDestroyBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 })),
  impersonate_id: ImpersonateField,
});
export type ReviewsDestroyBody = Static<typeof ReviewsDestroyBody>;

export const ReviewsDestroyResult = Type.Object({ ids: Type.Array(Type.Integer()) });
export type ReviewsDestroyResult = Static<typeof ReviewsDestroyResult>;

export const ReviewImportError = Type.Object({
  /** The row's line in the file counting the header as 1 (what a spreadsheet shows). */
  row: Type.Integer({ minimum: 1 }),
  field: Type.String(),
  message: Type.String(),
});
export type ReviewImportError = Static<typeof ReviewImportError>;

export const ReviewImportResult = Type.Object({
  imported: Type.Integer({ minimum: 0 }),
  duplicates: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ReviewImportError),
});
export type ReviewImportResult = Static<typeof ReviewImportResult>;
