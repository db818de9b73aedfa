import { screen, waitFor } from '@testing-library/react';
import DepositForm from '@/pages/selfCustody/deposit/components/DepositForm';
import { signedIn } from './fixtures';
import { BTC_ADDRESS, BTC_HASH, EVM_ADDRESS } from './selfCustodyFixtures';
import { request, resetUmi } from './umiMax';
import { renderOpenForm } from './openForm';
import { expectFormMessages, fill, submit, submitInChinese } from './formInput';

/** Whether the form sent a deposit (looking institutions up is not sending anything). */
const recorded = () => request.mock.calls.filter(([, options]) => options?.method === 'POST');

const ACME = { id: 7, name: 'Acme Capital', btcAccount: BTC_ADDRESS, createdAt: '2026-01-02T03:04:05.000Z' };

/** The server knows `known` institutions; a deposit is recorded. */
function serverKnowing(known: (typeof ACME)[]) {
  request.mockImplementation((url, options) => {
    if (url === '/api/selfCustody/institutions') {
      const byAccount = options?.params?.btcAccount;
      const data = byAccount ? known.filter((institution) => institution.btcAccount === byAccount) : known;
      return Promise.resolve({ success: true, data, total: data.length });
    }
    return Promise.resolve({ success: true, data: {} });
  });
}

const renderForm = () => renderOpenForm((callbacks) => <DepositForm {...callbacks} />);

describe('record deposit form', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
    serverKnowing([]);
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
    submitInChinese();
    await expectFormMessages('请输入用户地址', '请输入金额', '请输入哈希');
  });

  it('refuses an amount with more than 8 decimals, a zero amount, a short hash and a non-EVM receiving address', async () => {
    renderForm();
    fill('Deposit amount (BTC)', '0.123456789');
    fill('Deposit hash', `0x${BTC_HASH}`);
    fill('Receiving address', BTC_ADDRESS);
    fill('User address', 'not an address');
    submit();
    expect(await screen.findByText('Enter a valid Bitcoin address')).toBeInTheDocument();
    await expectFormMessages(
      'Enter a BTC amount above 0 with at most 8 decimals',
      'Enter the Bitcoin transaction hash: 64 hexadecimal characters',
      'Enter an EVM address: 0x and 40 hexadecimal characters',
      'Enter a valid Bitcoin address',
    );

    fill('Deposit amount (BTC)', '0');
    await waitFor(() =>
      expect(screen.getByText('Enter a BTC amount above 0 with at most 8 decimals')).toBeInTheDocument(),
    );
    expect(recorded()).toEqual([]);
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

  describe('the institution of the user address', () => {
    it('shows the name of the institution holding a known address in place of the user name', async () => {
      serverKnowing([ACME]);
      renderForm();
      fill('User address', BTC_ADDRESS);
      expect(await screen.findByText('Acme Capital', { selector: 'strong' })).toBeInTheDocument();
      expect(screen.getByText('The institution of this address')).toBeInTheDocument();
      expect(screen.queryByLabelText('User name')).not.toBeInTheDocument();
      expect(screen.queryByText(/creates a new institution/)).not.toBeInTheDocument();
    });

    it('says that an unknown address creates a new institution, named by the user name', async () => {
      serverKnowing([]);
      renderForm();
      fill('User address', BTC_ADDRESS);
      expect(
        await screen.findByText(
          'No institution holds this address yet: recording this deposit creates a new institution with this name',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('User name')).toBeInTheDocument();
    });

    it('offers the institutions whose name contains what is typed', async () => {
      serverKnowing([ACME]);
      renderForm();
      fill('User address', 'Acme');
      await waitFor(() =>
        expect(request).toHaveBeenCalledWith(
          '/api/selfCustody/institutions',
          expect.objectContaining({ params: expect.objectContaining({ search: 'Acme' }) }),
        ),
      );
      // The option names the institution, with its address beneath.
      expect(await screen.findByText('Acme Capital')).toBeInTheDocument();
      expect(screen.getAllByText(BTC_ADDRESS).length).toBeGreaterThan(0);
    });
  });
});
