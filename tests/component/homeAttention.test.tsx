import { screen } from '@testing-library/react';
import Home from '@/pages/home';
import { getHomeAttention, type HomeAttention } from '@/services/home';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';

jest.mock('@/services/home');

const answer = (attention: HomeAttention) => ({ success: true as const, data: attention });
const nothing: HomeAttention = {
  approvals: [{ kind: 'mint', count: 0 }],
  untreatedFeedback: 0,
  btcPrice: { stale: false, observedAt: '2026-04-01T08:00:00.000Z', ageSeconds: 10, maxAgeSeconds: 3600 },
};

function renderHome(locale = 'en-US') {
  resetUmi({ locale, initialState: signedInWith([]), location: '/' });
  renderWithUmi(<Home />);
}

describe('Home: what needs you now', () => {
  beforeEach(() => jest.resetAllMocks());

  it('lists each item as a link to where it is done', async () => {
    jest.mocked(getHomeAttention).mockResolvedValue(
      answer({
        approvals: [
          { kind: 'mint', count: 2 },
          { kind: 'withdrawal', count: 0 },
          { kind: 'crsm_open', count: 1 },
        ],
        untreatedFeedback: 3,
        btcPrice: { stale: true, observedAt: null, ageSeconds: null, maxAgeSeconds: 3600 },
      }),
    );
    renderHome();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['YBTC mints awaiting your approval: 2', '#/selfCustody/deposit?mintStatus=awaiting_approval'],
      ['CRSM position creations awaiting your approval: 1', '#/CRSMTrove/CRSMList?tab=requests'],
      ['Untreated feedback: 3', '#/feedback?status=untreated'],
      ['No BTC price has been reported yet', '#/CRSMTrove/CRSMList'],
    ]);
  });

  it('says nothing needs you when every count is zero, in Chinese too', async () => {
    jest.mocked(getHomeAttention).mockResolvedValue(answer(nothing));
    renderHome('zh-CN');
    expect(await screen.findByText('目前没有需要您处理的事项')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows nothing for parts the administrator may not see', async () => {
    jest
      .mocked(getHomeAttention)
      .mockResolvedValue(answer({ approvals: null, untreatedFeedback: null, btcPrice: null }));
    renderHome();
    expect(await screen.findByText('Nothing needs you now')).toBeInTheDocument();
  });

  it('offers a retry when it cannot load', async () => {
    jest
      .mocked(getHomeAttention)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(answer({ ...nothing, untreatedFeedback: 1 }));
    renderHome();
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(await screen.findByRole('link', { name: /Untreated feedback: 1/ })).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Super administrator', 'Every permission'],
    ['zh-CN', '超级管理员', '拥有全部权限'],
  ])('names a super role once, and says what it holds (%s)', async (locale, roleName, holds) => {
    jest.mocked(getHomeAttention).mockResolvedValue(answer(nothing));
    const state = signedInWith([]);
    resetUmi({
      locale,
      initialState: {
        ...state,
        currentAdmin: { ...state.currentAdmin!, role: { ...state.currentAdmin!.role, name: roleName, isSuper: true } },
      },
      location: '/',
    });
    renderWithUmi(<Home />);
    await screen.findByText(holds);
    expect(screen.getAllByText(roleName)).toHaveLength(1);
  });
});
