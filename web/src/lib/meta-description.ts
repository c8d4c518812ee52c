/** The public pages that have a description of their own (locales' `meta.<page>`); any other shows `meta.default`. */
const DESCRIBED_PAGES = [
  'login',
  'signup',
  'pricing',
  'serviceInfo',
  'contactUs',
  'privacy',
  'servicePolicy',
  'aboutUs',
  'joinUs',
  'cookieSettings',
] as const;

/** The locale key of a public page's description, from its path ('/signup/ABC' is the signup page). */
export function descriptionKeyOf(pathname: string): string {
  const page = pathname.split('/')[1] ?? '';
  return (DESCRIBED_PAGES as readonly string[]).includes(page) ? `meta.${page}` : 'meta.default';
}

/** Sets the document's `<meta name="description">`, adding it when index.html has none. */
export function setMetaDescription(doc: Document, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = content;
}
