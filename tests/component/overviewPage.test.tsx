import { fireEvent, screen, within } from '@testing-library/react';
import OverviewFigures from '@/components/OverviewFigures';
import OverviewPage from '@/pages/overview';
import { getOverview, type OverviewAnswer } from '@/services/overview';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';

jest.mock('@/services/overview', () => ({ ...jest.requireActual('@/services/overview'), getOverview: jest.fn() }));
// The chart library draws on a canvas jsdom lacks; the page's own logic is what is tested here.
jest.mock('@/components/Charts', () => ({ LineChart: () => <div data-testid="chart" /> }));

const figure = (latest: string, start: string, change: string) => ({ latest, start, change });
const answer: OverviewAnswer = {
  range: { from: '2026-01-01T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z', bucketSeconds: 3600 },
  figures: {
    observedAt: '2026-01-07T23:00:00.000Z',
    bridgeBtc: figure('1234.5', '1200', '34.5'),
    mintYu: figure('2000000.123456789012345678', '2100000', '-99999.876543210987654322'),
    userCount: figure('1470', '1470', '0'),
    vaultBtc: figure('61.75', '54.75', '7'),
  },
  series: [
    {
      time: '2026-01-07T23:00:00.000Z',
      bridgeBtc: '1234.5',
      mintYu: '2000000.123456789012345678',
      userCount: '1470',
      vaultBtc: '61.75',
    },
  ],
};
const getOverviewMock = jest.mocked(getOverview);

async function renderPage(locale = 'en-US') {
  resetUmi({ locale, initialState: signedInWith([]), location: '/overview' });
  renderWithUmi(<OverviewPage />);
}

describe('overview page', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows the figures at their unit precision with the sign and direction of their change, and a chart per figure', async () => {
    getOverviewMock.mockResolvedValue({ success: true, data: answer });
    await renderPage();
    const mint = await screen.findByTestId('overview-figure-mintYu');
    fireEvent.mouseEnter(within(mint).getByText('2,000,000.12'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2,000,000.123456789012345678');
    expect(within(mint).getByTestId('overview-change')).toHaveTextContent('-99,999.88');
    expect(within(screen.getByTestId('overview-figure-bridgeBtc')).getByTestId('overview-change')).toHaveTextContent(
      '+34.5',
    );
    expect(within(screen.getByTestId('overview-figure-userCount')).getByText('No change')).toBeInTheDocument();
    expect(screen.getAllByTestId('chart')).toHaveLength(4);
    expect(getOverviewMock).toHaveBeenCalledWith({ range: '7d' });
  });

  it('asks again for the chosen range', async () => {
    getOverviewMock.mockResolvedValue({ success: true, data: answer });
    await renderPage();
    await screen.findByTestId('overview-figure-mintYu');
    fireEvent.click(screen.getByText('30 days'));
    await screen.findByTestId('overview-figure-mintYu');
    expect(getOverviewMock).toHaveBeenLastCalledWith({ range: '30d' });
  });

  it.each([
    ['en-US', 'Custom', 'Choose the first and last day'],
    ['zh-CN', '自定义', '请选择开始和结束日期'],
  ])('keeps the last range on screen while a custom range has no days yet (%s)', async (locale, custom, prompt) => {
    getOverviewMock.mockResolvedValue({ success: true, data: answer });
    await renderPage(locale);
    await screen.findByTestId('overview-figure-mintYu');
    fireEvent.click(screen.getByText(custom));
    expect(screen.getByTestId('overview-custom-prompt')).toHaveTextContent(prompt);
    expect(screen.getByTestId('overview-figure-mintYu')).toBeInTheDocument();
    expect(screen.getAllByTestId('chart')).toHaveLength(4);
    expect(getOverviewMock).toHaveBeenCalledTimes(1);
  });

  it('says there is no data yet before any snapshot', async () => {
    const empty = { latest: null, start: null, change: null };
    getOverviewMock.mockResolvedValue({
      success: true,
      data: {
        ...answer,
        figures: { observedAt: null, bridgeBtc: empty, mintYu: empty, userCount: empty, vaultBtc: empty },
        series: [],
      },
    });
    await renderPage('zh-CN');
    expect(await screen.findByText('暂无数据：产品服务尚未推送任何数据快照。')).toBeInTheDocument();
  });

  it("shows a lone dash, without the figure's unit, before any snapshot (Home's latest figures)", () => {
    const empty = { latest: null, start: null, change: null };
    resetUmi({ locale: 'en-US', initialState: signedInWith([]), location: '/' });
    renderWithUmi(
      <OverviewFigures
        figures={{ observedAt: null, bridgeBtc: empty, mintYu: empty, userCount: empty, vaultBtc: empty }}
        linkToOverview
      />,
    );
    const shown = (name: string) =>
      screen.getByTestId(`overview-figure-${name}`).querySelector('.ant-statistic-content')?.textContent;
    expect(['bridgeBtc', 'mintYu', 'userCount', 'vaultBtc'].map(shown)).toEqual(['-', '-', '-', '-']);
  });

  it('shows each figure with its unit once pushed', async () => {
    getOverviewMock.mockResolvedValue({ success: true, data: answer });
    await renderPage();
    await screen.findByTestId('overview-figure-mintYu');
    const shown = (name: string) =>
      screen.getByTestId(`overview-figure-${name}`).querySelector('.ant-statistic-content')?.textContent;
    expect(shown('bridgeBtc')).toMatch(/BTC$/);
    expect(shown('mintYu')).toMatch(/YU$/);
  });

  it('offers a retry after a failed load', async () => {
    getOverviewMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, data: answer });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('overview-figure-mintYu')).toBeInTheDocument();
    expect(getOverviewMock).toHaveBeenCalledTimes(2);
  });
});
