import { act, fireEvent, screen } from '@testing-library/react';
import ClampedText from '@/components/ClampedText';
import { renderWithUmi, resetUmi } from './umiMax';

/** The browser's ResizeObserver as the test drives it: `report()` is the browser's report after a layout. */
class FakeSizes {
  static live = new Set<FakeSizes>();
  targets = new Set<Element>();
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    FakeSizes.live.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeSizes.live.delete(this);
  }
  static report() {
    act(() => {
      for (const sizes of FakeSizes.live)
        sizes.callback(
          [...sizes.targets].map((target) => ({ target }) as ResizeObserverEntry),
          sizes as unknown as ResizeObserver,
        );
    });
  }
}

// jsdom has no layout: a cut box is one whose content is taller than the box.
function layOut(contentHeight: number, boxHeight: number) {
  const read = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
  return read;
}

describe('clamped text in a table cell', () => {
  const original = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = FakeSizes as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    FakeSizes.live.clear();
    window.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('reads nothing of the layout until the browser reports it, then offers Expand; Expand shows the text whole, Collapse cuts it again', () => {
    resetUmi({ locale: 'en-US' });
    const read = layOut(120, 44);
    renderWithUmi(<ClampedText text="A long description that does not fit in two lines of a narrow column." />);
    const text = screen.getByText(/A long description/);
    expect(text).toHaveStyle({ overflow: 'hidden' });
    // Drawing the cell forced no layout: nothing was measured yet, and nothing is offered.
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
    FakeSizes.report();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(text).not.toHaveStyle({ overflow: 'hidden' });
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(text).toHaveStyle({ overflow: 'hidden' });
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers nothing when the text fits, in either language', () => {
    resetUmi({ locale: 'zh-CN' });
    layOut(44, 44);
    renderWithUmi(<ClampedText text="短文本" />);
    FakeSizes.report();
    expect(screen.getByText('短文本')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('measures a new text in the same place anew, and does not keep it expanded', () => {
    resetUmi({ locale: 'en-US' });
    layOut(120, 44);
    const { rerender } = renderWithUmi(<ClampedText text="The first item's long description." />);
    FakeSizes.report();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByText(/first item/)).not.toHaveStyle({ overflow: 'hidden' });
    // After a re-sort another item's text is drawn here, and it fits.
    layOut(44, 44);
    rerender(<ClampedText text="Short." />);
    expect(screen.getByText('Short.')).toHaveStyle({ overflow: 'hidden' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    FakeSizes.report();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('measures after drawing where the browser has no ResizeObserver', () => {
    resetUmi({ locale: 'en-US' });
    window.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    layOut(120, 44);
    renderWithUmi(<ClampedText text="A long description." />);
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
  });
});
