import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

/**
 * What the canvas draws with besides the document (issue 25): the font, the pictures and the QR codes, each loaded
 * once. Exports wait for every load under way (whenAssetsSettled), so a PNG never misses a picture still arriving.
 */

/** Noto Sans SC (ADR 028's font) covers the five languages; the browser's sans-serif stands in until it loads. */
export const DESIGN_FONT_FAMILY = "'Noto Sans SC', sans-serif";

/** A font piece or a picture that never answers must not hold the first drawing or an export for ever. */
const LOAD_PATIENCE_MS = 8000;

const pending = new Set<Promise<unknown>>();

function track<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  const forget = () => pending.delete(promise);
  promise.then(forget, forget);
  return promise;
}

/** Resolves once no font, picture or QR code is loading any more (those that fail count as settled). */
export async function whenAssetsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

const withPatience = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LOAD_PATIENCE_MS))]);

const FONTS = ['400 16px "Noto Sans SC"', '700 16px "Noto Sans SC"'];

/** The load of the font pieces (both weights) each character asked for: the font comes in pieces by Unicode range. */
const characterLoads = new Map<string, Promise<boolean>>();

/** The loads these characters need, starting those not asked for before; each answers whether it loaded anything. */
function fontLoadsFor(text: string): Promise<boolean>[] {
  const characters = [...new Set(`Aa${text}`)].filter((char) => char.trim() !== '');
  const fresh = characters.filter((char) => !characterLoads.has(char));
  if (fresh.length > 0) {
    const sample = fresh.join('');
    const hasFonts = typeof document !== 'undefined' && document.fonts !== undefined;
    const load =
      !hasFonts || FONTS.every((font) => document.fonts.check(font, sample))
        ? Promise.resolve(false)
        : track(
            withPatience(
              Promise.all(FONTS.map((font) => document.fonts.load(font, sample))).then(
                () => true,
                () => true,
              ),
              true,
            ),
          );
    for (const char of fresh) characterLoads.set(char, load);
  }
  return [...new Set(characters.map((char) => characterLoads.get(char) ?? Promise.resolve(false)))];
}

/**
 * The font for the texts on the design: `isReady` once the first load settled (the canvas draws nothing before, so
 * Chinese never shows in a fallback first), and `version` grows after each load that brought new pieces, so the texts
 * are measured and drawn again with them.
 */
export function useDesignFont(texts: readonly string[]): { isReady: boolean; version: number } {
  const [state, setState] = useState({ isReady: false, version: 0 });
  const counted = useRef(new Set<Promise<boolean>>());
  const key = [...new Set(texts.join(''))].sort().join('');
  useEffect(() => {
    let isCurrent = true;
    const loads = fontLoadsFor(key);
    Promise.all(loads).then((results) => {
      if (!isCurrent) return;
      const isNew = loads.some((load, index) => results[index] && !counted.current.has(load));
      for (const load of loads) counted.current.add(load);
      setState((previous) =>
        previous.isReady && !isNew ? previous : { isReady: true, version: previous.version + (isNew ? 1 : 0) },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return state;
}

const pictures = new Map<string, Promise<HTMLImageElement | null>>();

/** A picture loaded once for every element that shows it; null when it cannot be loaded (tried again next time). */
function loadPicture(src: string): Promise<HTMLImageElement | null> {
  let load = pictures.get(src);
  if (!load) {
    load = new Promise<HTMLImageElement | null>((resolve) => {
      const image = new window.Image();
      // The uploads answer with CORS headers, so the canvas stays exportable (a tainted canvas refuses toBlob).
      image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => {
        pictures.delete(src);
        resolve(null);
      };
      image.src = src;
    });
    pictures.set(src, load);
    track(withPatience(load, null));
  }
  return load;
}

/** The width / height of a picture, for a new image element to keep; 1 when it cannot be loaded. */
export async function pictureAspectRatio(src: string): Promise<number> {
  const image = await withPatience(loadPicture(src), null);
  return image && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1;
}

type TPictureState = { image: HTMLImageElement | null; isFailed: boolean };

function usePicture(src: string | null): TPictureState {
  const [state, setState] = useState<TPictureState & { src: string | null }>({
    src: null,
    image: null,
    isFailed: false,
  });
  useEffect(() => {
    if (!src) return;
    let isCurrent = true;
    loadPicture(src).then((image) => {
      if (isCurrent) setState({ src, image, isFailed: image === null });
    });
    return () => {
      isCurrent = false;
    };
  }, [src]);
  return state.src === src ? state : { image: null, isFailed: false };
}

/** An image element's picture. */
export const useElementPicture = (src: string) => usePicture(src);

/** QR codes drawn as pictures, sharp at their size: the width is rounded up to a step so a resize reuses them. */
const QR_WIDTH_STEP = 256;
const QR_WIDTH_MAX = 2048;
const qrUrls = new Map<string, Promise<string | null>>();

function qrDataUrl(value: string, colour: string, background: string, side: number): Promise<string | null> {
  const width = Math.min(QR_WIDTH_MAX, Math.max(QR_WIDTH_STEP, Math.ceil(side / QR_WIDTH_STEP) * QR_WIDTH_STEP));
  const key = JSON.stringify([value, colour, background, width]);
  let url = qrUrls.get(key);
  if (!url) {
    url = track(
      QRCode.toDataURL(value, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width,
        color: { dark: colour, light: background },
      }).catch(() => null),
    );
    qrUrls.set(key, url);
  }
  return url;
}

/** A QR element's code as a picture (null while it is drawn, or when the value is too long to encode). */
export function useQrPicture(value: string, colour: string, background: string, side: number): TPictureState {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    qrDataUrl(value, colour, background, side).then((url) => {
      if (isCurrent) setSrc(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [value, colour, background, side]);
  return usePicture(src);
}
