import { fireEvent, screen } from '@testing-library/react';
import { Thumbnail } from '@/components/SafeLink';
import { renderWithUmi, resetUmi } from './umiMax';

describe('a picture thumbnail', () => {
  beforeEach(() => resetUmi({ locale: 'en-US' }));

  it('shows a picture the browser could not load (a host outside PICTURE_HOSTS, or gone) as a link naming its host, not its alternative text', () => {
    renderWithUmi(<Thumbnail src="https://evil.example/x.png" alt="A long description of the picture" />);
    fireEvent.error(screen.getByRole('img'));
    const link = screen.getByRole('link', { name: 'Picture on evil.example' });
    expect(link.getAttribute('href')).toBe('https://evil.example/x.png');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('A long description of the picture')).toBeNull();
  });

  it('never tries an address on the panel’s own origin, and names a look-alike host in punycode', () => {
    renderWithUmi(
      <>
        <Thumbnail src={`${window.location.origin}/api/auth/me`} alt="own" />
        <Thumbnail src="https://аdmin.example.com/x.png" alt="look-alike" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    screen.getByRole('link', { name: `Picture on ${window.location.host}` });
    fireEvent.error(screen.getByRole('img'));
    screen.getByRole('link', { name: 'Picture on xn--dmin-43d.example.com' });
  });

  it('in Chinese too', () => {
    resetUmi({ locale: 'zh-CN' });
    renderWithUmi(<Thumbnail src="https://evil.example/x.png" alt="图" />);
    fireEvent.error(screen.getByRole('img'));
    screen.getByRole('link', { name: 'evil.example 上的图片' });
  });
});
