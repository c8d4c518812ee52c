import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../test/fixture';
import { adjustableClock } from './test-clock';

/** TEST_CLOCK (test only): POST /api/test/clock exists only when it is on, and then moves the server's clock. */
const t = useTestApp();

const setClock = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/test/clock', headers: { language: 'en' }, payload: payload as object });

describe('the test clock', () => {
  it('is absent when TEST_CLOCK is off: the not-found envelope', async () => {
    expect(t.deps.config.testClock).toBe(false);
    const res = await setClock(t.app, { at: '2027-01-05T08:00:00.000Z' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errorKey: 'NOT_FOUND' });
  });

  describe('when TEST_CLOCK is on', () => {
    const clock = adjustableClock();
    let app: FastifyInstance;
    beforeAll(async () => {
      const config = { ...t.deps.config, testClock: true };
      app = await buildApp({ ...t.deps, config, clock: clock.now, setClock: clock.set }, { logger: false });
    });
    afterAll(async () => {
      await app?.close();
    });
    // Real time again after each test, so a failed one does not leave the next on a moved clock.
    afterEach(() => clock.set(null));

    it('moves clock() to the instant, which then runs on, and back to real time with null', async () => {
      const at = '2027-01-05T08:00:00.000Z';
      const res = await setClock(app, { at });
      // The clock runs on from the instant, so the answer's 'now' may already be a millisecond past it.
      expect(res.json()).toMatchObject({ code: 0 });
      for (const now of [Date.parse(res.json().data.now), clock.now().getTime()]) {
        expect(now - Date.parse(at)).toBeGreaterThanOrEqual(0);
        expect(now - Date.parse(at)).toBeLessThan(5_000);
      }

      await setClock(app, { at: '2027-01-05T09:30:00+01:00' });
      expect(Math.abs(clock.now().getTime() - Date.parse('2027-01-05T08:30:00.000Z'))).toBeLessThan(5_000);

      expect((await setClock(app, { at: null })).json()).toMatchObject({ code: 0 });
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    });

    it('refuses a body that is not an instant, and leaves the clock alone', async () => {
      for (const payload of [{ at: '2027-02-30T08:00:00Z' }, { at: 'tomorrow' }, {}, { at: 1 }]) {
        const res = await setClock(app, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, errorKey: 'CHECK_INPUT', field: 'at' });
      }
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    });

    it('is refused at build time without an adjustable clock', async () => {
      const config = { ...t.deps.config, testClock: true };
      await expect(buildApp({ ...t.deps, config }, { logger: false })).rejects.toThrow(/adjustable clock/);
    });
  });
});
