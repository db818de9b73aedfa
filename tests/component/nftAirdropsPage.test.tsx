import { shortenHash } from '@/utils/chainFields';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NftAirdropsPage from '@/pages/nftAirdrops';
import ImportAirdropsModal from '@/pages/nftAirdrops/components/ImportAirdropsModal';
import NftAirdropForm from '@/pages/nftAirdrops/components/NftAirdropForm';
import {
  confirmNftAirdropImport,
  createNftAirdrop,
  type ImportPreview,
  listNftAirdrops,
  type NftAirdropItem,
  previewNftAirdropImport,
  updateNftAirdrop,
} from '@/services/nftAirdrops';
import { signedInWith } from './fixtures';
import { renderWithUmi, resetUmi } from './umiMax';
import { renderOpenForm } from './openForm';
import { expectFormMessages, fill, submit, submitInChinese } from './formInput';
import { rowOf } from './tableRow';
import { expectNotTaprootRefusal } from '../support/notTaprootRefusal';
import { expectListRequested } from './listRequest';

jest.mock('@/services/nftAirdrops');

const A = 'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36';
const B = 'bc1pyu06qwr68vxzlc4jatvrzqghurf52gvr8tx2nyvssuywetg79d6sgetzfc';

const airdrop = (id: number, address: string, fields: Partial<NftAirdropItem> = {}): NftAirdropItem => ({
  id,
  address,
  berries: '1200.5',
  nftNumber: 2,
  nftLevel: 3,
  stage: 1,
  importId: null,
  createdByName: 'Ada',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...fields,
});

const listMock = jest.mocked(listNftAirdrops);

const buttonNames = () =>
  screen
    .queryAllByRole('button', { hidden: true })
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);

async function renderPage(codes: string[], location = '/NFTAirdrop', locale = 'en-US') {
  resetUmi({ locale, initialState: signedInWith(codes), location });
  renderWithUmi(<NftAirdropsPage />);
  await screen.findByText(shortenHash(A));
}

describe('NFT airdrop page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    listMock.mockResolvedValue({
      success: true,
      data: [airdrop(1, A), airdrop(2, B, { nftNumber: null, stage: 2, berries: '300' })],
      total: 2,
    });
  });

  it('lists address, berries, nftNumber, nftLevel and stage', async () => {
    await renderPage([]);
    expect(within(rowOf(A)).getByText('1200.5')).toBeInTheDocument();
    expect(within(rowOf(B)).getByText('300')).toBeInTheDocument();
    expectListRequested(listMock, { current: 1, pageSize: 20 });
  });

  it('starts from the stage and level filters a shared link carries, as numbers', async () => {
    await renderPage([], '/NFTAirdrop?stage=2&nftLevel=3&sortField=berries&sortOrder=descend');
    expectListRequested(listMock, { stage: 2, nftLevel: 3, sortField: 'berries', sortOrder: 'descend' });
  });

  it('offers New, Import CSV, Export CSV and Edit only with their codes', async () => {
    await renderPage([]);
    expect(buttonNames().filter((name) => ['New', 'Import CSV', 'Export CSV', 'Edit'].includes(name))).toEqual([]);
  });

  it('offers every action with every code', async () => {
    await renderPage(['nft:create', 'nft:update', 'nft:import', 'nft:export']);
    const names = buttonNames();
    for (const name of ['New', 'Import CSV', 'Export CSV', 'Edit']) expect(names).toContain(name);
  });

  it('speaks Chinese when the interface is in Chinese', async () => {
    await renderPage(['nft:import'], '/NFTAirdrop', 'zh-CN');
    expect(screen.getAllByText('NFT等级').length).toBeGreaterThan(0);
    expect(screen.getByText('导入 CSV')).toBeInTheDocument();
  });
});

describe('airdrop form', () => {
  function renderForm(item?: NftAirdropItem, locale = 'en-US') {
    resetUmi({ locale, initialState: signedInWith(['nft:create', 'nft:update']) });
    return renderOpenForm((callbacks) => <NftAirdropForm {...callbacks} airdrop={item} />).onSaved;
  }

  beforeEach(() => jest.resetAllMocks());

  it('requires the NFT points and level, and sends nothing without them', async () => {
    renderForm();
    submit();
    await expectFormMessages('Please enter the NFT points', 'Please enter the NFT level', 'Please enter the address');
    expect(createNftAirdrop).not.toHaveBeenCalled();
  });

  it('asks for the NFT points and level in Chinese', async () => {
    renderForm(undefined, 'zh-CN');
    submitInChinese();
    await expectFormMessages('请输入NFT积分', '请输入NFT等级');
  });

  it('refuses a non-taproot address and negative points', async () => {
    renderForm();
    fill('Address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
    fill('Berries', '-5');
    submit();
    await expectNotTaprootRefusal(createNftAirdrop, 'Enter a number of at least 0 with at most 8 decimals');
  });

  it('adds a row, in stage 1 unless told otherwise', async () => {
    jest.mocked(createNftAirdrop).mockResolvedValue({ success: true, data: airdrop(3, A) });
    const onSaved = renderForm();
    fill('Address', A);
    fill('Berries', '99.5');
    fill('NFT level', '4');
    submit();
    await waitFor(() =>
      expect(createNftAirdrop).toHaveBeenCalledWith({
        address: A,
        berries: '99.5',
        nftNumber: null,
        nftLevel: 4,
        stage: 1,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('edits a row with its values filled in', async () => {
    jest.mocked(updateNftAirdrop).mockResolvedValue({ success: true, data: airdrop(1, A) });
    renderForm(airdrop(1, A));
    expect(screen.getByDisplayValue('1200.5')).toBeInTheDocument();
    fill('Berries', '1300');
    submit();
    await waitFor(() =>
      expect(updateNftAirdrop).toHaveBeenCalledWith(1, {
        address: A,
        berries: '1300',
        nftNumber: 2,
        nftLevel: 3,
        stage: 1,
      }),
    );
  });
});

describe('CSV import', () => {
  const badPreview: ImportPreview = {
    id: 9,
    fileName: 'airdrop.csv',
    status: 'previewed',
    rowCount: 3,
    errorCount: 2,
    createdAt: '2026-01-02T03:04:05.000Z',
    confirmedAt: null,
    rows: [
      {
        line: 2,
        address: A,
        berries: '10',
        nftNumber: '',
        nftLevel: '1',
        stage: '1',
        errors: [],
        duplicateOfLine: null,
      },
      {
        line: 3,
        address: 'bc1qnot',
        berries: '',
        nftNumber: '',
        nftLevel: '1',
        stage: '1',
        errors: ['ADDRESS_INVALID', 'BERRIES_MISSING'],
        duplicateOfLine: null,
      },
      {
        line: 4,
        address: A,
        berries: '5',
        nftNumber: '',
        nftLevel: '1',
        stage: '1',
        errors: ['DUPLICATE_IN_FILE'],
        duplicateOfLine: 2,
      },
    ],
  };
  const cleanPreview: ImportPreview = { ...badPreview, rowCount: 1, errorCount: 0, rows: [badPreview.rows[0]] };

  function renderImport(locale = 'en-US') {
    resetUmi({ locale, initialState: signedInWith(['nft:import']) });
    const onImported = jest.fn();
    const onClose = jest.fn();
    const view = renderWithUmi(<ImportAirdropsModal open onClose={onClose} onImported={onImported} />);
    return { onImported, onClose, view };
  }

  function chooseFile(content: string) {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([content], 'airdrop.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
  }

  beforeEach(() => jest.resetAllMocks());

  it('sends the file to the server, flags each bad row and does not offer to import', async () => {
    jest.mocked(previewNftAirdropImport).mockResolvedValue({ success: true, data: badPreview });
    renderImport();
    chooseFile('address,berries,nftLevel,stage\n');
    expect(await screen.findByText('airdrop.csv: 3 rows, 2 with errors')).toBeInTheDocument();
    expect(previewNftAirdropImport).toHaveBeenCalledWith('airdrop.csv', 'address,berries,nftLevel,stage\n');
    expect(screen.getByText('Not a taproot address')).toBeInTheDocument();
    expect(screen.getByText('Points missing')).toBeInTheDocument();
    expect(screen.getByText('Duplicate of line 2 (same address and stage)')).toBeInTheDocument();
    expect(screen.getByText(/a file with any bad row imports nothing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    expect(confirmNftAirdropImport).not.toHaveBeenCalled();
  });

  it('imports a clean file only on confirmation', async () => {
    jest.mocked(previewNftAirdropImport).mockResolvedValue({ success: true, data: cleanPreview });
    jest
      .mocked(confirmNftAirdropImport)
      .mockResolvedValue({ success: true, data: { ...cleanPreview, status: 'imported' } });
    const { onImported } = renderImport();
    chooseFile('address,berries,nftLevel,stage\n');
    expect(await screen.findByText('All 1 rows are valid. Confirm to import them all at once.')).toBeInTheDocument();
    expect(confirmNftAirdropImport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    await waitFor(() => expect(confirmNftAirdropImport).toHaveBeenCalledWith(9));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
  });

  it('shows the preview in Chinese', async () => {
    jest.mocked(previewNftAirdropImport).mockResolvedValue({ success: true, data: badPreview });
    renderImport('zh-CN');
    chooseFile('x');
    expect(await screen.findByText('不是taproot地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
  });
});
