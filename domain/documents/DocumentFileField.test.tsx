import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../core/errors.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { setupPage } from '../../test/page.ts';
import { DocumentFileField } from './DocumentFileField.tsx';
import { type SendDocument, useDocumentUpload } from './useDocumentUpload.ts';

const limited = (seconds: number) =>
  new ServiceError('documents', 'bad-request', 'POST x failed', 429, undefined, { retryAfter: seconds });
const texts = {
  uploading: (name: string) => `Enviando ${name}`,
  problem: () => 'Não foi possível enviar o documento.',
  retry: 'Tentar novamente',
};

function Field({ send }: { send: SendDocument }) {
  const upload = useDocumentUpload(send);
  return <DocumentFileField id="cnh" label="CNH" upload={upload} texts={texts} document="cnh" />;
}

afterEach(() => vi.useRealTimers());

describe('DocumentFileField', () => {
  it('an upload refused with 429 says the wait in words and holds the retry until it is over; the file is sent again only then', async () => {
    setupPage();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const send = vi.fn<SendDocument>().mockRejectedValueOnce(limited(2)).mockResolvedValueOnce(undefined);
    render(
      <Scoped>
        <Field send={send} />
      </Scoped>,
    );
    const file = new File(['%PDF-1.4'], 'cnh.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('CNH'), file);
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 2 s');
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).toBe('Tentar novamente (2 s)');
    await user.click(retry);
    expect(send).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert').textContent).toBe('Você já pode tentar novamente.');
    await user.click(retry);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toBe(file);
  });
});
