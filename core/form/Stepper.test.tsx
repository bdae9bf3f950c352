import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupPage } from '../../test/page.ts';
import { Stepper } from './Stepper.tsx';
import { Scoped } from './scope.testing.tsx';

const STEPS = [
  { id: 'version', label: 'Versão' },
  { id: 'color', label: 'Cor' },
  { id: 'resume', label: 'Resumo' },
] as const;
type Id = (typeof STEPS)[number]['id'];

describe('Stepper', () => {
  it('an ordered list: the current step marked, the done ones said in words, the rest plain', () => {
    setupPage();
    render(
      <Scoped>
        <Stepper<Id> label="Etapas do cadastro" steps={STEPS} current="color" done={['version']} />
      </Scoped>,
    );
    const list = screen.getByRole('list', { name: 'Etapas do cadastro' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]?.textContent).toBe('✓Etapa concluída: Versão');
    expect(items[1]?.textContent).toBe('2Cor');
    expect(items[2]?.textContent).toBe('3Resumo');
    // The tick and numbers are decoration: the words carry the state.
    expect(items[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('revisitable steps are buttons in a navigation; a step not available yet is disabled', async () => {
    setupPage();
    const select = vi.fn();
    render(
      <Scoped>
        <Stepper<Id>
          label="Etapas da configuração"
          steps={STEPS}
          current="version"
          done={['color']}
          onSelect={select}
          available={(id) => id !== 'resume'}
        />
      </Scoped>,
    );
    const nav = screen.getByRole('navigation', { name: 'Etapas da configuração' });
    const current = within(nav).getByRole('button', { name: /Versão$/ });
    expect(current.getAttribute('aria-current')).toBe('step');
    const color = within(nav).getByRole('button', { name: 'Etapa concluída: Cor' });
    expect((within(nav).getByRole('button', { name: /Resumo$/ }) as HTMLButtonElement).disabled).toBe(true);
    const u = userEvent.setup();
    await u.tab();
    expect(document.activeElement).toBe(current);
    await u.tab();
    expect(document.activeElement).toBe(color);
    await u.keyboard('{Enter}');
    expect(select).toHaveBeenCalledWith('color');
  });

  it('es-AR: the done steps in Spanish, and the caption for narrow screens', () => {
    setupPage({ market: 'es-AR' });
    render(
      <Scoped>
        <Stepper<Id> label="Etapas" steps={STEPS} current="resume" done={['version', 'color']} />
      </Scoped>,
    );
    expect(screen.getAllByText('Paso completado:', { exact: false })).toHaveLength(2);
    expect(document.querySelector('.hub-stepper-caption')?.textContent).toBe('Paso 3 de 3: Resumo');
  });
});
