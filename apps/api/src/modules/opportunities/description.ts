import { sanitizeHtml, type SanitizeOptions } from '../../lib/sanitize-html.js';

/**
 * A post's description as stored: the editor's bold, italic, underline, paragraphs, lists and line breaks,
 * nothing else. Every attribute goes (pasted styling, classes, handlers); other tags go with their text kept,
 * and script, style and the like with their content.
 */
const OPTIONS: SanitizeOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'title', 'head'],
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
