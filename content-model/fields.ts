/**
 * The content model, written once in a neutral form.
 *
 * Every document type is described here with plain field definitions. Two things are
 * derived from them: the Contentlayer2 document types (`to-contentlayer.ts`) and the
 * content check that editors see when a file is wrong (`check/`). A field added here
 * reaches both, so the build and the checker can never disagree about a file.
 */

interface FieldBase {
  /** Shown to editors in error messages and (later) in the editing UI. */
  description: string;
  /** Fields are required unless marked optional. */
  optional?: boolean;
}

export type StringFormat =
  /** An absolute https:// address of another site. */
  | 'url'
  /** An email address. */
  | 'email'
  /** A file under `public/`, written as it is served: `/images/…`. */
  | 'public-file'
  /** A calendar date written YYYY-MM-DD. */
  | 'date';

export interface StringField extends FieldBase {
  type: 'string';
  format?: StringFormat;
  /** Longest text that still fits its place on the page. */
  maxLength?: number;
  /** Several sentences; the editor shows a larger box. */
  multiline?: boolean;
  /**
   * Words in braces the page fills in, each with what goes there: `{ title: "the lesson's title" }`.
   * The text must hold each of them once and no other braces.
   */
  placeholders?: Readonly<Record<string, string>>;
  /** Words in braces the text may hold (each at most once), with what goes there; no other braces. */
  optionalPlaceholders?: Readonly<Record<string, string>>;
}

export interface NumberField extends FieldBase {
  type: 'number';
  min: number;
  max: number;
  /** What the number counts, for messages: "minutes", "weeks". */
  unit?: string;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
}

export interface EnumField extends FieldBase {
  type: 'enum';
  options: readonly string[];
}

export interface ObjectField extends FieldBase {
  type: 'object';
  /** Name of the generated type, e.g. `LessonPicks`. */
  name: string;
  fields: Fields;
}

export type ListItemField = StringField | NumberField | EnumField | ObjectField;

export interface ListField extends FieldBase {
  type: 'list';
  of: ListItemField;
  /** Exact number of items, when the page layout depends on it. */
  length?: number;
  min?: number;
  max?: number;
}

export type Field = StringField | NumberField | BooleanField | EnumField | ObjectField | ListField;
export type Fields = Record<string, Field>;

export interface BaseModel {
  /** Type name in the generated data, e.g. `Lesson`. */
  name: string;
  /** What editors call it. */
  label: string;
  description: string;
  fields: Fields;
}

/** The Markdown text below the fields of an `.md` or `.mdx` file. */
export interface BodyModel {
  label: string;
  description: string;
}

/** Many files of one kind in a folder, one document each: `lessons/*.mdx`. */
export interface CollectionModel extends BaseModel {
  kind: 'collection';
  /** Folder under `content/`. */
  directory: string;
  format: 'mdx' | 'md' | 'yaml';
  /** The field whose text names a new file (its file name is made from it), e.g. `title`. */
  nameField: string;
  /** For md/mdx: what the text below the fields is for. */
  body?: BodyModel;
}

/** One file: `site.yaml`. */
export interface SingletonModel extends BaseModel {
  kind: 'singleton';
  /** File under `content/`. */
  file: string;
  format: 'yaml';
}

export type Model = CollectionModel | SingletonModel;

/** The file name pattern a collection's documents must have: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function fileExtension(model: Model): string {
  return model.kind === 'singleton' ? 'yaml' : model.format;
}

/** The TypeScript shape of a field's value, so rules can read checked data without casts scattered about. */
export type InferField<F> = F extends { type: 'string' }
  ? string
  : F extends { type: 'number' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'enum'; options: readonly (infer O)[] }
        ? O
        : F extends { type: 'object'; fields: infer S }
          ? InferFields<S>
          : F extends { type: 'list'; of: infer I }
            ? InferField<I>[]
            : never;

export type InferFields<S> = {
  [K in keyof S as S[K] extends { optional: true } ? never : K]: InferField<S[K]>;
} & {
  [K in keyof S as S[K] extends { optional: true } ? K : never]?: InferField<S[K]>;
};

export type InferModel<M extends BaseModel> = InferFields<M['fields']>;
