import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { setupPage } from '../../test/page.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

const lines = (market: string, password: string, confirmation?: string) => {
  setupPage({ market });
  const { container } = render(
    <Scoped market={market}>
      <PasswordChecklist password={password} {...(confirmation !== undefined ? { confirmation } : {})} />
    </Scoped>,
  );
  return within(container)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^[✓•] /, ''));
};

describe('PasswordChecklist', () => {
  it('says in words which requirement is met and which is pending (pt-BR)', () => {
    expect(lines('pt-BR', 'abc1', 'abc')).toEqual([
      'De 8 a 16 caracteres: pendente',
      'Pelo menos um número: atendido',
      'Pelo menos uma letra minúscula: atendido',
      'Pelo menos uma letra maiúscula: pendente',
      'Pelo menos um caractere especial (ex.: ! @ # $ %): pendente',
      'Sem os caracteres < > + | / ? * \\: atendido',
      'Confirmação igual à senha: pendente',
    ]);
  });

  it('marks every line pending before anything is typed, "Sin los caracteres…" too (es-AR and pt-BR)', () => {
    const esAR = lines('es-AR', '');
    expect(esAR).toHaveLength(6);
    for (const line of esAR) expect(line).toMatch(/: pendiente$/);
    const ptBR = lines('pt-BR', '', '');
    expect(ptBR).toHaveLength(7);
    for (const line of ptBR) expect(line).toMatch(/: pendente$/);
  });

  it('speaks es-AR and leaves the confirmation out when none is asked', () => {
    expect(lines('es-AR', 'S3nh@Forte?')).toEqual([
      'De 8 a 16 caracteres: cumplido',
      'Al menos un número: cumplido',
      'Al menos una minúscula: cumplido',
      'Al menos una mayúscula: cumplido',
      'Al menos un carácter especial (p. ej.: ! @ # $ %): cumplido',
      'Sin los caracteres < > + | / ? * \\: pendiente',
    ]);
  });

  it('words a change of the password in use: the new password', () => {
    setupPage({ market: 'pt-BR' });
    const { container } = render(
      <Scoped market="pt-BR">
        <PasswordChecklist password="Nova@Senha1" confirmation="Nova@Senha1" purpose="change" />
      </Scoped>,
    );
    const list = within(container).getByRole('list', { name: 'Requisitos da nova senha' });
    expect(within(list).getAllByRole('listitem').at(-1)?.textContent).toBe(
      '✓ Confirmação igual à nova senha: atendido',
    );
  });
});
