import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationPopup, MessagePopup, POPUP_DURATION_MS } from './Popup.tsx';
import { readPageMeta, resolveContext } from './page-context.ts';
import { WidgetScopeContext } from './WidgetContext.tsx';

function Scoped({ children, market = 'pt-BR' }: { children: React.ReactNode; market?: string }) {
  const { context } = resolveContext(readPageMeta(), { market });
  const scope = { host: document.body, tag: 'hub-test', context, emit: vi.fn() };
  return <WidgetScopeContext.Provider value={scope}>{children}</WidgetScopeContext.Provider>;
}

describe('message popup', () => {
  it('closes itself after 5000 ms by default and is announced', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    render(
      <Scoped>
        <MessagePopup tone="ERROR" message="Falha ao iniciar conversa no WhatsApp" onDone={done} />
      </Scoped>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Falha ao iniciar conversa no WhatsApp');
    act(() => vi.advanceTimersByTime(POPUP_DURATION_MS - 1));
    expect(done).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(done).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('pauses while hovered, and can be closed at once', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    render(
      <Scoped market="es-AR">
        <MessagePopup tone="SUCCESS" message="Listo" duration={4000} onDone={done} />
      </Scoped>,
    );
    const popup = screen.getByRole('status');
    act(() => {
      popup.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(done).not.toHaveBeenCalled();
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('confirmation popup', () => {
  it('is a modal dialog that takes focus, closes on its button and gives focus back', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <Scoped>
          <button type="button" onClick={() => setOpen(true)}>
            abrir
          </button>
          <ConfirmationPopup
            open={open}
            tone="SUCCESS"
            message="SUA MENSAGEM FOI ENVIADA!"
            onClose={() => setOpen(false)}
          />
        </Scoped>
      );
    }
    render(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'abrir' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sucesso' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('SUA MENSAGEM FOI ENVIADA!');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });
});
