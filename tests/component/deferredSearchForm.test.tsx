import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { deferredSearchFormRender } from '@/components/DeferredSearchForm';

/** ProTable's search form element, as it hands it to `searchFormRender`: its loading state as a prop. */
const SearchForm = ({ loading, query }: { loading: boolean; query: string }) => (
  <form data-loading={loading}>
    <button type="submit">{loading ? `Searching ${query}` : `Query ${query}`}</button>
  </form>
);

/** The table around it: its rows and the search form, drawn in one render as ProTable does. */
const Table = ({ loading, query, rows }: { loading: boolean; query: string; rows: string }) => (
  <div>
    {deferredSearchFormRender(undefined, <SearchForm loading={loading} query={query} />)}
    <p data-testid="rows">{rows}</p>
  </div>
);

describe('the search form of a list, deferred', () => {
  let container: HTMLDivElement;
  let root: Root;
  const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // Outside act(), React schedules a transition as the browser would, after the render that started it.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
  });
  const button = () => container.querySelector('button')?.textContent;
  const rows = () => container.querySelector('[data-testid="rows"]')?.textContent;

  it('shows a search being sent at once, and the answer in the rows before the form follows', async () => {
    flushSync(() => root.render(<Table loading={false} query="a" rows="first rows" />));
    expect(button()).toBe('Query a');

    // A search is sent: the Query button spins in the same render.
    flushSync(() => root.render(<Table loading query="b" rows="first rows" />));
    expect(button()).toBe('Searching b');

    // The answer: the rows are drawn while the form still shows the search under way...
    flushSync(() => root.render(<Table loading={false} query="b" rows="new rows" />));
    expect(rows()).toBe('new rows');
    expect(button()).toBe('Searching b');
    // ...and the form follows in a render of its own.
    await waitFor(() => expect(button()).toBe('Query b'));
  });

  it('brings any other change of the form too, a moment later', async () => {
    flushSync(() => root.render(<Table loading={false} query="a" rows="rows" />));
    flushSync(() => root.render(<Table loading={false} query="c" rows="rows" />));
    await waitFor(() => expect(button()).toBe('Query c'));
  });
});
