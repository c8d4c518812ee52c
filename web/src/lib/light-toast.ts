/**
 * A toast without antd, for the screens that load no antd (the landing and login pages, ADR 024): the same place, look
 * and three seconds as antd's message, announced to screen readers (errors as alerts).
 */
const TOAST_MS = 3000;
const REGION_CLASS = 'light-toast-region';

function region(doc: Document): HTMLElement {
  const found = doc.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (found) return found;
  const created = doc.createElement('div');
  created.className = REGION_CLASS;
  doc.body.append(created);
  return created;
}

export function showLightToast(kind: 'success' | 'error', text: string, doc: Document = document): void {
  const toast = doc.createElement('div');
  toast.className = `light-toast light-toast--${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.textContent = text;
  region(doc).append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}
