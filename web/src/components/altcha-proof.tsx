import type {} from 'altcha/types/react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { TLanguage } from '../../../contract/languages';
import { currentLanguage } from '../lib/i18n.setup';

/** The ALTCHA proof of work (ADR 020): the widget fetches a challenge from the server and solves it in workers. */
export type TProofLevel = 'base' | 'strong';

/** What a form asks the widget for: a fresh solved payload, spent by the call it is sent with. */
export type TAltchaHandle = { take: () => Promise<string> };

type TWidget = HTMLElement & {
  verify: () => Promise<{ payload?: string } | null>;
  reset: () => void;
  getState: () => string;
};

/** The widget's own texts, one small module per language, named as the widget names them. */
const WIDGET_LANGUAGE: Record<TLanguage, string> = {
  'zh-CN': 'zh-cn',
  'it-IT': 'it',
  en: 'en',
  es: 'es-es',
  fr: 'fr-fr',
};
const widgetTexts: Record<TLanguage, () => Promise<unknown>> = {
  'zh-CN': () => import('altcha/i18n/zh-cn'),
  'it-IT': () => import('altcha/i18n/it'),
  en: () => import('altcha/i18n/en'),
  es: () => import('altcha/i18n/es-es'),
  fr: () => import('altcha/i18n/fr-fr'),
};

let loading: Promise<void> | null = null;

/**
 * Loads the widget only when a form needs it (the login page stays light): the build without bundled workers, whose
 * PBKDF2 worker is a file of this origin, so the CSP needs no blob: workers and no inline script.
 */
function loadWidget(language: TLanguage) {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return Promise.all([loading, widgetTexts[language]()]);
}

export const challengeUrl = (level: TProofLevel) =>
  `api/app/h5/altchaChallenge${level === 'strong' ? '?level=strong' : ''}`;

/**
 * The 'I am not a robot' check. A form calls `take()` when it submits: the payload already solved (when the person
 * ticked the box), else a fresh one solved there and then. Each payload is good once, so the widget resets after.
 */
export function AltchaProof({ level = 'base', ref }: { level?: TProofLevel; ref?: Ref<TAltchaHandle> }) {
  const language = currentLanguage();
  const [isLoaded, setLoaded] = useState(false);
  const widget = useRef<TWidget>(null);
  const solved = useRef<string | null>(null);

  useEffect(() => {
    let isLive = true;
    loadWidget(language).then(() => {
      if (isLive) setLoaded(true);
    });
    return () => {
      isLive = false;
    };
  }, [language]);

  /** The widget element, with its state followed: a payload solved by ticking the box is kept for the next take. */
  const attach = useCallback((element: TWidget | null) => {
    widget.current = element;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      solved.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    take: async () => {
      await loadWidget(language);
      const element = widget.current;
      if (!element) throw new Error('The robot check is not ready');
      let payload = solved.current;
      if (!payload) payload = (await element.verify())?.payload ?? null;
      solved.current = null;
      if (!payload) throw new Error('The robot check failed');
      // A spent payload is refused by the server: the next submission solves a new challenge.
      element.reset();
      return payload;
    },
  }));

  return (
    <div className="altcha-slot" data-level={level}>
      {isLoaded ? (
        <altcha-widget
          ref={attach}
          challenge={challengeUrl(level)}
          language={WIDGET_LANGUAGE[language]}
          auto="off"
          type="checkbox"
        />
      ) : null}
    </div>
  );
}
