import type { ViewContent } from '@greenlight/rules';

/** A saved view's content (its JSON text); what does not read as an object is empty. */
export function parseContent(text: string): Partial<ViewContent> {
  try {
    const content = JSON.parse(text) as unknown;
    return typeof content === 'object' && content !== null ? (content as Partial<ViewContent>) : {};
  } catch {
    return {};
  }
}
