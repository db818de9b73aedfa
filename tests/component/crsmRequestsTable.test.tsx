import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RequestsTable from '@/pages/crsm/positions/components/RequestsTable';
import type { CrsmRequestItem } from '@/services/crsm';
import { signedInWith } from './fixtures';
import { EVM_ADDRESS, operationItem } from './selfCustodyFixtures';
import { renderWithUmi, request, resetUmi } from './umiMax';

function crsmRequest(id: number, approve: boolean): CrsmRequestItem {
  return {
    id,
    trgcr: '130',
    tarcr: '150',
    maxTarcr: '170',
    debtGasCompensation: '200',
    amount: '1.00000000',
    address: EVM_ADDRESS,
    btcPrice: '60000.00000000',
    priceObservedAt: '2026-01-02T03:04:05.000Z',
    mcr: '110',
    expectedDebt: '40000',
    expectedIcr: '150.00',
    expectedLiquidationPrice: '44000.00',
    status: 'awaiting_approval',
    txHash: null,
    failureReason: null,
    requestedByName: 'Grace',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    operation: operationItem({
      id: 100 + id,
      kind: 'crsm_open',
      crsmRequestId: id,
      requiredApprovals: 1,
      awaitingApprovals: 1,
      abilities: { approve },
    }),
  };
}

async function renderTable(rows: CrsmRequestItem[]) {
  resetUmi({ locale: 'en-US', initialState: signedInWith(['crsm:create']) });
  request.mockImplementation((url) => {
    if (url === '/api/crsm/positionRequests') return Promise.resolve({ success: true, data: rows, total: rows.length });
    if (url.endsWith('/approve'))
      return Promise.resolve({
        success: true,
        data: { ...rows[0].operation, status: 'approved', abilities: { approve: false } },
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  renderWithUmi(<RequestsTable />);
  // Loaded: each row offers its Details (who requested it is in the column settings and the drawer).
  await screen.findAllByRole('button', { name: 'Details', hidden: true });
}

const rowOf = (id: number) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(String(id), { exact: true })) as HTMLElement;

describe('CRSM creation requests', () => {
  it('offers Approve where the server says the administrator may approve, and not elsewhere', async () => {
    await renderTable([crsmRequest(1, true), crsmRequest(2, false)]);
    expect(within(rowOf(1)).getByRole('button', { name: 'Approve', hidden: true })).toBeInTheDocument();
    expect(within(rowOf(2)).queryByRole('button', { name: 'Approve', hidden: true })).toBeNull();
    expect(within(rowOf(2)).getByRole('button', { name: 'Details', hidden: true })).toBeInTheDocument();
  });

  it('approves from the drawer through the confirmation, with an Idempotency-Key', async () => {
    await renderTable([crsmRequest(1, true)]);
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: 'Approve', hidden: true }));
    const drawer = await screen.findByText('Creation request');
    const drawerPanel = drawer.closest('.ant-drawer-content') as HTMLElement;
    fireEvent.click(within(drawerPanel).getByRole('button', { name: 'Approve', hidden: true }));
    const confirmation = await screen.findByText(
      'Approve this operation? Once fully approved it goes to the executor.',
    );
    const modal = confirmation.closest('.ant-modal-content') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve', hidden: true }));
    await waitFor(() =>
      expect(request.mock.calls.some(([url]) => url === '/api/selfCustody/operations/101/approve')).toBe(true),
    );
    const [, options] = request.mock.calls.find(([url]) => url === '/api/selfCustody/operations/101/approve') ?? [];
    expect(options?.headers?.['Idempotency-Key']).toEqual(expect.any(String));
  });
});
