import { fireEvent, screen, waitFor } from '@testing-library/react';
import DepositForm from '@/pages/selfCustody/deposit/components/DepositForm';
import { signedIn } from './fixtures';
import { BTC_ADDRESS, BTC_HASH, EVM_ADDRESS } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi } from './umiMax';
import { fill, submit } from './formInput';

function renderForm() {
  const onSaved = jest.fn();
  renderWithUmi(<DepositForm open onOpenChange={jest.fn()} onSaved={onSaved} />);
  return { onSaved };
}

describe('record deposit form', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    request.mockResolvedValue({ success: true, data: {} });
  });

  it('asks for every field on an empty submit, with the spec prompts, and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter the user address')).toBeInTheDocument();
    for (const prompt of [
      'Please enter the user name',
      'Please enter the amount',
      'Please enter the Cobo address',
      'Please enter the hash',
      'Please enter the receiving address',
      'Please select the type',
      'Please select the lock time',
      'Please enter the remarks',
    ]) {
      expect(screen.getByText(prompt)).toBeInTheDocument();
    }
    expect(request).not.toHaveBeenCalled();
  });

  it('asks in Chinese when the interface is in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedIn });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('请输入用户地址')).toBeInTheDocument();
    expect(screen.getByText('请输入金额')).toBeInTheDocument();
    expect(screen.getByText('请输入哈希')).toBeInTheDocument();
  });

  it('refuses an amount with more than 8 decimals, a zero amount, a short hash and a non-EVM receiving address', async () => {
    renderForm();
    fill('Deposit amount (BTC)', '0.123456789');
    fill('Deposit hash', `0x${BTC_HASH}`);
    fill('Receiving address', BTC_ADDRESS);
    fill('User address', 'not an address');
    submit();
    expect(await screen.findByText('Enter a BTC amount above 0 with at most 8 decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter the Bitcoin transaction hash: 64 hexadecimal characters')).toBeInTheDocument();
    expect(screen.getByText('Enter an EVM address: 0x and 40 hexadecimal characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Bitcoin address')).toBeInTheDocument();

    fill('Deposit amount (BTC)', '0');
    await waitFor(() =>
      expect(screen.getByText('Enter a BTC amount above 0 with at most 8 decimals')).toBeInTheDocument(),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('accepts well-formed values without complaint', async () => {
    renderForm();
    fill('Deposit amount (BTC)', '0.12345678');
    fill('Deposit hash', BTC_HASH.toUpperCase());
    fill('Receiving address', EVM_ADDRESS);
    fill('User address', BTC_ADDRESS);
    submit();
    expect(await screen.findByText('Please enter the user name')).toBeInTheDocument();
    expect(screen.queryByText('Enter a BTC amount above 0 with at most 8 decimals')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter the Bitcoin transaction hash: 64 hexadecimal characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter an EVM address: 0x and 40 hexadecimal characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter a valid Bitcoin address')).not.toBeInTheDocument();
  });
});
