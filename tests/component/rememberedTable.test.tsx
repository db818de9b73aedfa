import { act, renderHook } from '@testing-library/react';
import { useRememberedTable } from '@/hooks/useRememberedTable';

describe('useRememberedTable', () => {
  beforeEach(() => window.localStorage.clear());

  it('hides the columns named hidden by default, and shows the rest', () => {
    const { result } = renderHook(() => useRememberedTable('menu.news', ['link', 'createdAt']));
    expect(result.current.isShown('link')).toBe(false);
    expect(result.current.isShown('createdAt')).toBe(false);
    expect(result.current.isShown('title')).toBe(true);
    expect(result.current.tableProps.columnsState).toMatchObject({
      persistenceKey: 'yala.table.menu.news.columns',
      persistenceType: 'localStorage',
      defaultValue: { link: { show: false }, createdAt: { show: false } },
    });
  });

  it('takes the columns a person showed over the defaults, per list', () => {
    window.localStorage.setItem('yala.table.menu.news.columns', JSON.stringify({ link: { show: true } }));
    const news = renderHook(() => useRememberedTable('menu.news', ['link', 'createdAt'])).result.current;
    expect(news.isShown('link')).toBe(true);
    expect(news.isShown('createdAt')).toBe(false);
    const notices = renderHook(() => useRememberedTable('menu.notices', ['link'])).result.current;
    expect(notices.isShown('link')).toBe(false);
  });

  it('follows a change of the column settings', () => {
    const { result } = renderHook(() => useRememberedTable('menu.news', ['link']));
    act(() => result.current.tableProps.columnsState.onChange({ link: { show: true }, title: { show: false } }));
    expect(result.current.isShown('link')).toBe(true);
    expect(result.current.isShown('title')).toBe(false);
  });

  it('remembers the density and the page size, and a page size in the address wins', () => {
    const first = renderHook(() => useRememberedTable('menu.news')).result;
    expect(first.current.tableProps.size).toBe('middle');
    act(() => first.current.tableProps.onSizeChange('small'));
    expect(first.current.tableProps.size).toBe('small');
    first.current.pagination({ defaultPageSize: 20 }).onShowSizeChange(1, 50);

    const again = renderHook(() => useRememberedTable('menu.news')).result.current;
    expect(again.tableProps.size).toBe('small');
    expect(again.pagination({ defaultPageSize: 20 }).defaultPageSize).toBe(50);
    expect(again.pagination({ defaultPageSize: 20 }, 100).defaultPageSize).toBe(100);
    expect(renderHook(() => useRememberedTable('menu.notices')).result.current.pagination({}).defaultPageSize).toBe(20);
  });

  it('ignores what it cannot read back', () => {
    window.localStorage.setItem('yala.table.menu.news', '{"size":"huge","pageSize":-3}');
    window.localStorage.setItem('yala.table.menu.news.columns', 'not json');
    const { result } = renderHook(() => useRememberedTable('menu.news', ['link']));
    expect(result.current.tableProps.size).toBe('middle');
    expect(result.current.pagination({}).defaultPageSize).toBe(20);
    expect(result.current.isShown('link')).toBe(false);
  });
});
