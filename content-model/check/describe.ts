import type { Field } from '../fields';

/** What a field expects, in plain words: the "expected …" half of a message. */
export function describeField(field: Field): string {
  switch (field.type) {
    case 'string':
      switch (field.format) {
        case 'url':
          return 'a full web address starting with https://';
        case 'email':
          return 'an email address such as name@example.org';
        case 'public-file':
          return 'the path of a file in the public/ folder, starting with /, such as /images/snare.svg';
        case 'date':
          return 'a date written YYYY-MM-DD, such as 2026-01-31';
        default: {
          const text = field.maxLength ? `text of 1 to ${field.maxLength} characters` : 'some text';
          const holes = Object.entries(field.placeholders ?? {}).map(([name, what]) => `{${name}} where ${what} goes`);
          const may = Object.entries(field.optionalPlaceholders ?? {}).map(([name, what]) => `{${name}} for ${what}`);
          if (holes.length > 0) return `${text} with ${holes.join(' and ')} (each once, no other braces)`;
          return may.length > 0 ? `${text}, which may hold ${may.join(' or ')} (once, no other braces)` : text;
        }
      }
    case 'number': {
      const unit = field.unit ? ` ${field.unit}` : '';
      return `a whole number from ${field.min} to ${field.max}${unit}`;
    }
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of: ${field.options.join(', ')}`;
    case 'object':
      return `a group of fields (${Object.keys(field.fields).join(', ')})`;
    case 'list': {
      const what = field.of.type === 'object' ? 'entries' : 'items';
      if (field.length !== undefined) return `a list of exactly ${field.length} ${what}`;
      if (field.min !== undefined && field.max !== undefined) {
        return `a list of ${field.min} to ${field.max} ${what}`;
      }
      return `a list of ${what}`;
    }
  }
}
