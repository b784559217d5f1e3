import { isImageUrl } from '@mp/domain';
import { sanitizeHtml, type SanitizeOptions } from '../../lib/sanitize-html.js';

/**
 * What rich text may hold once saved: text structure, links and images, nothing that runs.
 * Tags outside the list are dropped with their content kept (script, style and iframe with their
 * content too); every attribute not listed (all on* handlers, style, class) is removed.
 */
const OPTIONS: SanitizeOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li',
    'b', 'i', 'u', 'strong', 'em', 's', 'a', 'img', 'blockquote', 'code', 'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  // Absolute links may be http, https or mailto; relative links (our own pages) stay.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links open the other site without handing it our window.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  // An image must be one of our uploads or an https address; without a usable src it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageUrl(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
