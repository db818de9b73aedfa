import { fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { renderWithUmi, resetUmi } from './umiMax';

function scriptChunkError() {
  return Object.assign(new Error('Loading chunk 459 failed.\n(error: https://cdn.example.com/459.async.js)'), {
    name: 'ChunkLoadError',
  });
}

function stylesheetChunkError() {
  return Object.assign(new Error('Loading CSS chunk 12 failed.\n(https://cdn.example.com/12.chunk.css)'), {
    code: 'CSS_CHUNK_LOAD_FAILED',
  });
}

const Throws = ({ error }: { error: Error }) => {
  throw error;
};

/** The boundary around a child that throws `error` as it renders. */
const renderFailing = (error: Error, onReload?: () => void) =>
  renderWithUmi(
    <ChunkErrorBoundary onReload={onReload}>
      <Throws error={error} />
    </ChunkErrorBoundary>,
  );

beforeEach(() => {
  resetUmi({ locale: 'en-US' });
  // React reports every caught render error on the console; these are expected.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('chunk error boundary', () => {
  it('asks for a reload when a page script chunk fails to download', () => {
    const onReload = jest.fn();
    renderFailing(scriptChunkError(), onReload);
    expect(screen.getByText('This part of the page failed to load.')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and reload.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('asks for a reload when a stylesheet chunk fails (CSS_CHUNK_LOAD_FAILED)', () => {
    renderFailing(stylesheetChunkError());
    expect(screen.getByText('This part of the page failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('catches a lazily loaded page whose chunk never arrives, as route components load', async () => {
    const LazyPage = lazy(() => Promise.reject(scriptChunkError()));
    renderWithUmi(
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <LazyPage />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('This part of the page failed to load.')).toBeInTheDocument();
  });

  it('shows the message in Chinese too', () => {
    resetUmi({ locale: 'zh-CN' });
    renderFailing(scriptChunkError());
    expect(screen.getByText('页面的这一部分加载失败。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });

  it('shows the generic failure, with the same reload, for any other error', () => {
    renderFailing(new TypeError('Cannot read properties of undefined'));
    expect(screen.getByText('An error occurred, please try again!')).toBeInTheDocument();
    expect(screen.queryByText('This part of the page failed to load.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    renderWithUmi(
      <ChunkErrorBoundary>
        <p>page content</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});

describe('chunk error boundary after navigation', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('gives the next page its chance once the administrator moves elsewhere', () => {
    window.history.replaceState(null, '', '/#/feedback');
    const { rerender } = renderFailing(scriptChunkError());
    expect(screen.getByText('This part of the page failed to load.')).toBeInTheDocument();

    rerender(
      <ChunkErrorBoundary>
        <p>still the feedback page</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('This part of the page failed to load.')).toBeInTheDocument();

    window.history.replaceState(null, '', '/#/news');
    rerender(
      <ChunkErrorBoundary>
        <p>news page</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('news page')).toBeInTheDocument();
  });
});
