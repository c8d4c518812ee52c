import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBoardAnswer, TDayBoardWire } from '../../../../contract/appointments-board';
import { dayBoardQuery } from './api';

/** The day board's query (ADR 022): a refetch sends the version held, and 'not modified' keeps the very same board. */

const DAY = '2026-11-24';

const wire = (boardVersion: string, customName: string): TDayBoardWire => ({
  appointDay: DAY,
  boardVersion,
  displayPhone: '1',
  slots: ['08:00', '08:15'],
  technicians: [{ shopAccountId: 7, name: 'Bruno', isBookable: true, periods: [] }],
  projects: [{ productId: 3, productName: 'Taglio', duration: 45, unitPrice: 3000, bgColor: '#aabbcc' }],
  list: [
    {
      id: 11,
      shopAccountId: 7,
      lane: 0,
      startTime: '10:00',
      duration: 45,
      additionTime: 0,
      customerId: null,
      customName,
      customPhone: '',
      kind: 'temporary',
      vipFlag: 0,
      remark: '',
      entry: 'normal',
      arrivedFlag: 0,
      isOverlap: 0,
      billId: null,
      version: 1,
      projects: [0],
    },
  ],
  reminders: { enabled: false, msgNums: 0 },
});

const notModified = (boardVersion: string): TBoardAnswer => ({ appointDay: DAY, boardVersion, notModified: true });

/** A fetch that answers the given board answers in turn, recording each request's body. */
function serverAnswering(...answers: TBoardAnswer[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const data = answers[bodies.length - 1];
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

/** Fetches the day board, then refetches it as a live event or a window focus would. */
async function fetchTwice(client: QueryClient) {
  const query = dayBoardQuery(DAY);
  const first = await client.fetchQuery(query);
  await client.refetchQueries({ queryKey: query.queryKey });
  return { first, second: client.getQueryData(query.queryKey) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the day board query', () => {
  it("keeps the same board object when the server answers 'not modified' to the version it sent", async () => {
    const bodies = serverAnswering(wire('4.9.10.0', 'Anna'), notModified('4.9.10.0'));
    // Without structural sharing, so the kept object comes from the query itself and not from TanStack's deep compare.
    const client = new QueryClient({ defaultOptions: { queries: { structuralSharing: false } } });
    const { first, second } = await fetchTwice(client);
    expect(first.list[0]).toMatchObject({ customName: 'Anna', technicianName: 'Bruno', endTime: '10:45' });
    expect(second).toBe(first);
    expect(bodies.map((b) => b.ifVersion)).toEqual([undefined, '4.9.10.0']);
  });

  it('takes the new board when the server answers one', async () => {
    serverAnswering(wire('4.9.10.0', 'Anna'), wire('5.10.10.0', 'Marta'));
    const client = new QueryClient();
    const { first, second } = await fetchTwice(client);
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ boardVersion: '5.10.10.0', list: [{ customName: 'Marta' }] });
  });

  it("asks for the whole board again when 'not modified' comes while it holds none", async () => {
    const bodies = serverAnswering(notModified('4.9.10.0'), wire('4.9.10.0', 'Anna'));
    const board = await new QueryClient().fetchQuery(dayBoardQuery(DAY));
    expect(board).toMatchObject({ boardVersion: '4.9.10.0', list: [{ customName: 'Anna' }] });
    expect(bodies.map((b) => b.ifVersion)).toEqual([undefined, undefined]);
  });
});
