import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import ConfirmOperationModal from '@/components/ConfirmOperationModal';
import { httpError, signedIn } from './fixtures';
import { renderWithUmi, request, resetUmi } from './umiMax';

const stepUpRequired = () =>
  httpError(403, { success: false, errorCode: 'STEP_UP_REQUIRED', errorMessage: 'Confirm it is you' });

function Harness({ onConfirm }: { onConfirm: (key: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmOperationModal
      open={open}
      title="Confirm the mint?"
      okText="Confirm"
      onConfirm={onConfirm}
      onClose={() => setOpen(false)}
    >
      1.5 YBTC
    </ConfirmOperationModal>
  );
}

/** Confirms in the dialog; the server first wants a step-up (which then succeeds), then accepts. */
function confirmAskingForStepUp() {
  const onConfirm = jest
    .fn<Promise<unknown>, [string]>()
    .mockRejectedValueOnce(stepUpRequired())
    .mockResolvedValueOnce({ success: true });
  request.mockResolvedValue({ success: true, data: { stepUpAt: '2030-01-01T00:00:00.000Z' } });
  renderWithUmi(<Harness onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  return onConfirm;
}

describe('step-up in the money confirmation dialog', () => {
  beforeEach(() => {
    resetUmi({ locale: 'en-US', initialState: signedIn });
  });

  it('asks for the password when the server wants a step-up, then retries once with the same Idempotency-Key', async () => {
    const onConfirm = confirmAskingForStepUp();

    expect(await screen.findByText('Confirm it is you')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input[type=password]' }), {
      target: { value: 'root password 123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenCalledWith(
      '/api/auth/stepUp',
      expect.objectContaining({ method: 'POST', data: { password: 'root password 123' } }),
    );
    expect(onConfirm.mock.calls[1][0]).toBe(onConfirm.mock.calls[0][0]);
    expect(await screen.findByText('Operation Successful')).toBeInTheDocument();
  });

  it('steps up with an authenticator code instead, in Chinese', async () => {
    resetUmi({ locale: 'zh-CN', initialState: signedIn });
    const onConfirm = confirmAskingForStepUp();
    expect(await screen.findByText('确认是您本人')).toBeInTheDocument();
    fireEvent.click(screen.getByText('验证器动态码'));
    fireEvent.change(await screen.findByPlaceholderText('123456'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenCalledWith('/api/auth/stepUp', expect.objectContaining({ data: { code: '123456' } }));
  });

  it('does not retry when the step-up is cancelled', async () => {
    const onConfirm = jest.fn<Promise<unknown>, [string]>().mockRejectedValue(stepUpRequired());
    renderWithUmi(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirm it is you')).toBeInTheDocument();
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    fireEvent.click(cancels[cancels.length - 1]);
    await waitFor(() => expect(screen.queryByText('Confirm it is you')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });
});
