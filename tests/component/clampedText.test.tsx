import { fireEvent, screen } from '@testing-library/react';
import ClampedText from '@/components/ClampedText';
import { renderWithUmi, resetUmi } from './umiMax';

// jsdom has no layout: a cut box is one whose content is taller than the box.
function layOut(contentHeight: number, boxHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
}

describe('clamped text in a table cell', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers Expand when the text is cut, then shows it whole with Collapse', () => {
    resetUmi({ locale: 'en-US' });
    layOut(120, 44);
    renderWithUmi(<ClampedText text="A long description that does not fit in two lines of a narrow column." />);
    const text = screen.getByText(/A long description/);
    expect(text).toHaveStyle({ overflow: 'hidden' });
    fireEvent.click(screen.getByText('Expand'));
    expect(text).not.toHaveStyle({ overflow: 'hidden' });
    fireEvent.click(screen.getByText('Collapse'));
    expect(text).toHaveStyle({ overflow: 'hidden' });
  });

  it('offers nothing when the text fits, in either language', () => {
    resetUmi({ locale: 'zh-CN' });
    layOut(44, 44);
    renderWithUmi(<ClampedText text="短文本" />);
    expect(screen.getByText('短文本')).toBeInTheDocument();
    expect(screen.queryByText('展开')).not.toBeInTheDocument();
  });
});
