import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pagerConfig, ResponsivePagedList, type TListQuery, type TPager } from './responsive-paged-list';

// A server render reads a store's first state, so the test sets the one field the list reads through a stand-in.
const device = vi.hoisted(() => ({ isPhone: false }));
vi.mock('./session.store', () => ({
  useSession: <R,>(select: (state: { phoneDevice: boolean }) => R) => select({ phoneDevice: device.isPhone }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

type TRow = { id: number; name: string };

const ROWS: TRow[] = [
  { id: 1, name: 'Anna' },
  { id: 2, name: 'Bruno' },
];

const ANSWERED: TListQuery = { isPending: false, isFetching: false, error: null, data: {}, refetch: () => undefined };
const LOADING: TListQuery = { ...ANSWERED, isPending: true, isFetching: true, data: undefined };
const FAILED: TListQuery = { ...ANSWERED, error: new Error('The list could not be loaded'), data: undefined };

const pager = (overrides: Partial<TPager> = {}): TPager => ({
  page: 1,
  pageSize: 2,
  totalCount: 5,
  onPage: () => undefined,
  ...overrides,
});

/** The list's markup on a phone or a desktop; rendered on the server, so no DOM (or matchMedia) is needed. */
function render(isPhone: boolean, props: Partial<Parameters<typeof ResponsivePagedList<TRow>>[0]> = {}): string {
  device.isPhone = isPhone;
  return renderToStaticMarkup(
    <ResponsivePagedList<TRow>
      rows={ROWS}
      rowKey="id"
      columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
      renderCard={(row) => <li className="test-card">{row.name}</li>}
      query={ANSWERED}
      emptyText="Nobody yet"
      pager={pager()}
      {...props}
    />,
  );
}

describe('ResponsivePagedList', () => {
  it('shows the table on a wide screen', () => {
    const html = render(false);
    expect(html).toContain('<table');
    expect(html).toContain('Bruno');
    expect(html).not.toContain('test-card');
    expect(html).toContain('ant-pagination');
  });

  it('shows the cards in one list, with a small pager, on a phone', () => {
    const html = render(true);
    expect(html).not.toContain('<table');
    expect(html).toMatch(/<ul class="paged-list-cards"><li class="test-card">Anna<\/li><li class="test-card">Bruno/);
    expect(html).toMatch(/paged-list-pager[^"]*ant-pagination-mini|ant-pagination-mini[^"]*paged-list-pager/);
  });

  it('shows the table on a phone too when the list has no cards, in the small size', () => {
    const html = render(true, { renderCard: undefined });
    expect(html).toContain('<table');
    expect(html).toContain('ant-table-small');
  });

  it('shows the same empty text in both', () => {
    for (const isPhone of [false, true]) {
      const html = render(isPhone, { rows: [], pager: pager({ totalCount: 0 }) });
      expect(html).toContain('ant-empty');
      expect(html).toContain('Nobody yet');
      expect(html).not.toContain('ant-pagination');
    }
  });

  it('shows a skeleton on a phone and the spinner on a table while loading', () => {
    expect(render(true, { rows: [], query: LOADING })).toContain('ant-skeleton');
    expect(render(false, { rows: [], query: LOADING })).toContain('ant-spin-spinning');
    expect(render(false, { isBusy: true })).toContain('ant-spin-spinning');
  });

  it('shows the load error in place of the list', () => {
    for (const isPhone of [false, true]) {
      const html = render(isPhone, { query: FAILED });
      expect(html).toContain('ant-alert-error');
      expect(html).toContain('The list could not be loaded');
      expect(html).toContain('common.retry');
      expect(html).not.toContain('Anna');
    }
  });

  it('has no pager without one', () => {
    expect(render(false, { pager: undefined })).not.toContain('ant-pagination');
    expect(render(true, { pager: undefined })).not.toContain('ant-pagination');
  });
});

describe('pagerConfig', () => {
  it('calls onPage with the page, and onPageSize then page 1 when the size changes', () => {
    const calls: string[] = [];
    const config = pagerConfig(
      pager({
        page: 2,
        pageSize: 10,
        totalCount: 95,
        pageSizes: [10, 50],
        onPage: (page) => calls.push(`page ${page}`),
        onPageSize: (size) => calls.push(`size ${size}`),
      }),
      false,
    );
    if (!config) throw new Error('the pager is shown');
    config.onChange?.(3, 10);
    config.onChange?.(3, 50);
    expect(calls).toEqual(['page 3', 'size 50', 'page 1']);
  });

  it('is hidden while one page holds every row', () => {
    expect(pagerConfig(pager({ pageSize: 10, totalCount: 10 }), false)).toBe(false);
    expect(pagerConfig(pager({ pageSize: 10, totalCount: 10 }), true)).toBe(false);
    expect(pagerConfig(pager({ pageSize: 10, totalCount: 11 }), true)).not.toBe(false);
  });

  it('offers the sizes and the count on a desktop only, while there are more rows than the smallest size', () => {
    const sized = pager({
      pageSize: 20,
      totalCount: 15,
      pageSizes: [10, 20, 50],
      onPageSize: () => undefined,
      totalText: (n) => `${n} rows`,
    });
    const desktop = pagerConfig(sized, false);
    if (!desktop) throw new Error('the pager is shown');
    expect(desktop).toMatchObject({ showSizeChanger: true, pageSizeOptions: [10, 20, 50] });
    expect(desktop.showTotal?.(15, [1, 15])).toBe('15 rows');
    expect(pagerConfig(sized, true)).toBe(false);
    expect(pagerConfig({ ...sized, totalCount: 30 }, true)).toMatchObject({
      showSizeChanger: false,
      size: 'small',
      showTotal: undefined,
    });
  });
});
