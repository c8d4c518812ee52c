import { describe, expect, it } from 'vitest';
import { notify, setNotifier, type TNotifier } from './notify.bridge';

const recorder = () => {
  const said: string[] = [];
  const notifier: TNotifier = {
    success: (text) => said.push(`ok:${text}`),
    error: (text) => said.push(`error:${text}`),
  };
  return { said, notifier };
};

describe('notify bridge', () => {
  it('speaks through the registered notifier, and an unmounting scope puts the previous one back', () => {
    const outer = recorder();
    const inner = recorder();
    const restoreOuter = setNotifier(outer.notifier);
    notify.success('saved');
    const restoreInner = setNotifier(inner.notifier);
    notify.error('refused');
    restoreInner();
    notify.error('again');
    expect(outer.said).toEqual(['ok:saved', 'error:again']);
    expect(inner.said).toEqual(['error:refused']);
    restoreOuter();
  });

  it('a scope that is no longer the current one does not take the place of the newer one', () => {
    const first = recorder();
    const second = recorder();
    const restoreFirst = setNotifier(first.notifier);
    const restoreSecond = setNotifier(second.notifier);
    restoreFirst();
    notify.success('still second');
    expect(second.said).toEqual(['ok:still second']);
    expect(first.said).toEqual([]);
    restoreSecond();
  });
});
