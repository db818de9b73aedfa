import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TeamsPage from '@/pages/statistics/teams';
import { exportTeams, getTopTeams, listTeams, type TeamItem } from '@/services/statisticsPositions';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';

jest.mock('@/services/statisticsPositions');
// The real charts draw on a canvas jsdom does not have; the stand-in shows what it was given.
jest.mock('@/components/Charts', () => {
  const Chart = ({ data, xField, yField }: { data: Record<string, unknown>[]; xField: string; yField: string }) => (
    <div data-testid="chart">{data.map((point) => `${String(point[xField])}=${String(point[yField])}`).join(';')}</div>
  );
  return { BarChart: Chart, ColumnChart: Chart, LineChart: Chart, PieChart: Chart };
});

const CAPTAIN = '0x1111111111111111111111111111111111111111';
const OTHER = 'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36';

const team = (captainAddress: string, yuMinted: string, teamSize: number): TeamItem => ({
  captainAddress,
  sourceId: `s-${captainAddress}`,
  yuMinted,
  teamSize,
  observedAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
});

async function renderPage(codes: string[], locale = 'en-US') {
  resetUmi({ locale, initialState: signedInWith(codes), location: '/statistics/datacaptain' });
  renderWithUmi(<TeamsPage />);
  await screen.findAllByText('0x1111…1111');
}

describe('team list page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(listTeams).mockResolvedValue({
      success: true,
      data: [team(CAPTAIN, '1500.000000000000000001', 7), team(OTHER, '250.5', 2)],
      total: 2,
      totals: { teams: 2, members: 9, yuMinted: '1750.500000000000000001' },
    });
    jest.mocked(getTopTeams).mockResolvedValue({
      success: true,
      data: [team(CAPTAIN, '1500.000000000000000001', 7), team(OTHER, '250.5', 2)],
    });
    jest.mocked(exportTeams).mockResolvedValue(true);
  });

  it('charts the top teams by YU minted and lists teams with amounts to the cent, shortened addresses and totals', async () => {
    await renderPage([]);
    expect(getTopTeams).toHaveBeenCalledWith(10);
    expect(await screen.findByTestId('chart')).toHaveTextContent('0x1111…1111=1500;bc1p2u…yk36=250.5');
    const row = screen.getByText('1,500').closest('tr')!;
    expect(within(row).getByText('0x1111…1111')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    const summary = screen.getByText('1,750.5').closest('tr')!;
    expect(within(summary).getByText('Total (2)')).toBeInTheDocument();
    expect(within(summary).getByText('9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/, hidden: true })).toBeNull();
  });

  it('exports in the interface language with the export code', async () => {
    await renderPage(['statistics:export'], 'zh-CN');
    expect(screen.getAllByText('队长地址').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /导出/, hidden: true }));
    await waitFor(() => expect(exportTeams).toHaveBeenCalledWith({}, 'zh-CN'));
  });

  // A failure and its retry render the page twice over; on a loaded machine that outlasts the default 30 s.
  it('says so, and offers a retry, when the chart cannot be loaded', async () => {
    jest.mocked(getTopTeams).mockRejectedValueOnce(new Error('network'));
    await renderPage([]);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
  }, 120_000);
});
