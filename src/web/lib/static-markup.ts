import { Fragment, isValidElement, type ReactNode } from 'react';

// the markup as React writes it: camelCase SVG attributes in their dashed form, values escaped alike
const CAMEL_KEPT = new Set(['viewBox']);
const attrName = (name: string) =>
  name === 'className' ? 'class' : CAMEL_KEPT.has(name) ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const escape = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Markup of a static tree of plain elements (SVG drawings: no components, no handlers, no style objects, at most
 * one text child per element), written as React's server renderer writes it. Parts of the layout that never change
 * are rendered once per process as a string (`dangerouslySetInnerHTML`) instead of element by element on every
 * page; hydration then skips them. Their tests compare the string with React's own output.
 */
export function staticMarkup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(staticMarkup).join('');
  if (!isValidElement(node)) return node == null || typeof node === 'boolean' ? '' : escape(String(node));
  const { children, ...props } = node.props as { children?: ReactNode } & Record<string, unknown>;
  if (node.type === Fragment) return staticMarkup(children);
  if (typeof node.type !== 'string') throw new Error('static markup takes plain elements only');
  let attrs = '';
  for (const [k, v] of Object.entries(props)) {
    if (v == null || v === false) continue;
    if (typeof v === 'object' || typeof v === 'function') throw new Error(`static markup: unsupported attribute ${k}`);
    attrs += ` ${attrName(k)}="${escape(String(v))}"`;
  }
  return `<${node.type}${attrs}>${staticMarkup(children)}</${node.type}>`;
}
