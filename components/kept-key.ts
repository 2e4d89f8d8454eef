import { createHash } from 'node:crypto';
import { isValidElement } from 'react';

/** What a component is called, for the key: its tag, its client module and export, or its name. */
function typeName(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'symbol') return String(type);
  const named = type as { $$id?: unknown; displayName?: unknown; name?: unknown } | null;
  return String(named?.$$id ?? named?.displayName ?? named?.name ?? typeof type);
}

/** React's elements as plain values (type, key, props), with functions by their names. */
function plain(_key: string, value: unknown): unknown {
  if (isValidElement(value)) return [typeName(value.type), value.key, value.props];
  if (typeof value === 'function') return `function ${value.name}`;
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  return value;
}

/**
 * The name a kept block (components/kept-block.tsx) is kept under: from what it holds, elements, their props and
 * text (and, from components/kept.tsx, the element and its attributes too), so the same block gets the same name on
 * every page and another block another name.
 */
export function keptBlockKey(content: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(content, plain) ?? '')
    .digest('base64url')
    .slice(0, 12);
}
