import { type RefObject, useEffect, useRef } from 'react';

/**
 * The editor's keys (issue 25): Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo, Delete and Backspace delete the
 * selected element, Escape deselects. A field being typed in keeps its own keys (its own undo, its Backspace), and
 * keys pressed in a dialog or elsewhere on the page are not the editor's.
 */

type THandlers = {
  hasSelection: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDelete: () => void;
  onDeselect: () => void;
};

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit'].includes(target.type);
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

export function useEditorShortcuts(root: RefObject<HTMLElement | null>, handlers: THandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || event.altKey || isTypingTarget(target)) return;
      const isOurs = target === document.body || (target instanceof Node && root.current?.contains(target));
      if (!isOurs) return;
      const current = latest.current;
      const key = event.key.toLowerCase();
      const hasModifier = event.ctrlKey || event.metaKey;
      if (hasModifier && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) current.onRedo();
        else current.onUndo();
      } else if (hasModifier && key === 'y') {
        event.preventDefault();
        current.onRedo();
      } else if (!hasModifier && (key === 'delete' || key === 'backspace') && current.hasSelection) {
        event.preventDefault();
        current.onDelete();
      } else if (key === 'escape' && current.hasSelection) {
        current.onDeselect();
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [root]);
}
