import { fireEvent, screen } from '@testing-library/react';
import Amount from '@/components/Amount';
import { LiquidationPrice } from '@/components/CrsmCells';
import { renderWithUmi, resetUmi } from './umiMax';

// jsdom has no clipboard: the copy button's `execCommand('copy')` copies what it selected, recorded here.
const copied: string[] = [];
beforeAll(() => {
  document.execCommand = (command: string) => {
    if (command === 'copy') copied.push(window.getSelection()?.toString() ?? '');
    return true;
  };
});

const YU_18 = '4333.333333333333333333';

/** Selects the whole text of `element`, as a person dragging over it would. */
function select(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('an amount at its unit precision', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US' });
    copied.length = 0;
  });

  it('shows an 18-decimal YU amount to the cent, with the exact value in its tooltip', async () => {
    renderWithUmi(<Amount value={YU_18} unit="YU" showUnit />);
    const shown = screen.getByText('4,333.33 YU');
    fireEvent.mouseEnter(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('4,333.333333333333333333 YU');
  });

  it('shows a BTC amount to the satoshi', async () => {
    renderWithUmi(<Amount value="0.123456789" unit="BTC" />);
    fireEvent.mouseEnter(screen.getByText('0.12345679'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('0.123456789');
  });

  it('offers no tooltip for an amount shown exactly', async () => {
    renderWithUmi(
      <>
        <Amount value="1.50000000" unit="BTC" showUnit />
        <Amount value="0.123456789" unit="BTC" />
      </>,
    );
    // Hovered first, the exact amount would have shown its tooltip by the time the rounded one's shows.
    fireEvent.mouseEnter(screen.getByText('1.5 BTC'));
    fireEvent.mouseEnter(screen.getByText('0.12345679'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('0.123456789');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('copies the exact value with its copy button', () => {
    renderWithUmi(<Amount value={YU_18} unit="YU" copyable />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copied).toEqual([YU_18]);
  });

  it('puts the exact value on the clipboard when the rounded figure is selected and copied by hand', () => {
    renderWithUmi(<Amount value={YU_18} unit="YU" showUnit />);
    const shown = screen.getByText('4,333.33 YU');
    select(shown);
    const setData = jest.fn();
    fireEvent.copy(shown, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', YU_18);
  });

  it('leaves a hand copy alone when the selection reaches beyond the amount', () => {
    renderWithUmi(
      <p>
        Debt <Amount value={YU_18} unit="YU" />
      </p>,
    );
    const shown = screen.getByText('4,333.33');
    select(shown.parentElement as HTMLElement);
    const setData = jest.fn();
    fireEvent.copy(shown, { clipboardData: { setData } });
    expect(setData).not.toHaveBeenCalled();
  });

  it('shows a dash for a missing amount', () => {
    renderWithUmi(<Amount value={null} unit="YU" />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('a liquidation price', () => {
  it.each<[string | null, string]>([
    ['0.00', 'no debt'],
    ['0', 'no debt, sent as 0'],
    [null, 'no collateral'],
  ])('is an em dash when the server sends %p (%s)', (value) => {
    resetUmi({ locale: 'en-US' });
    renderWithUmi(<LiquidationPrice value={value} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('is a YU price to the cent otherwise', () => {
    resetUmi({ locale: 'en-US' });
    renderWithUmi(<LiquidationPrice value="33000.125" />);
    expect(screen.getByText('33,000.13')).toBeInTheDocument();
  });
});
