import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { B2EPurchaseForSchema } from './B2EPurchaseForSchema.ts';
import { ContactOptInSchema } from './ContactOptInSchema.ts';
import { ContactReasonSchema } from './ContactReasonSchema.ts';
import { DealerSelectedSchema, isDealerSelected } from './DealerSelectedSchema.ts';

describe('ContactOptInSchema', () => {
  it('needs at least one channel', () => {
    expect(
      validateField(
        ContactOptInSchema,
        { allowSMS: false, allowWhatsApp: false, allowEmail: false },
        'pt-BR',
      ),
    ).toBe('Selecione pelo menos uma forma de contato');
    expect(validateField(ContactOptInSchema, {}, 'es-AR')).toBe('Seleccioná al menos un medio de contacto');
    expect(validateField(ContactOptInSchema, undefined, 'pt-BR')).toBe(
      'Selecione pelo menos uma forma de contato',
    );
    expect(validateField(ContactOptInSchema, { allowSMS: false, allowWhatsApp: true }, 'pt-BR')).toBeNull();
    expect(validateField(ContactOptInSchema, { allowEmail: true }, 'pt-BR')).toBeNull();
  });
});

describe('ContactReasonSchema', () => {
  it('is required', () => {
    expect(validateField(ContactReasonSchema, '', 'pt-BR')).toBe('Selecione o motivo do contato');
    expect(validateField(ContactReasonSchema, '', 'es-AR')).toBe('Seleccioná el motivo del contacto');
    expect(validateField(ContactReasonSchema, 'test-drive', 'pt-BR')).toBeNull();
  });
});

describe('DealerSelectedSchema', () => {
  it("reports the seed's message when no dealer is selected", () => {
    for (const empty of [undefined, null, '', '  ', Number.NaN]) {
      expect(isDealerSelected(empty)).toBe(false);
      expect(validateField(DealerSelectedSchema, empty, 'pt-BR')).toBe(
        'É obrigatório selecionar uma concessionária',
      );
      expect(validateField(DealerSelectedSchema, empty, 'es-AR')).toBe(
        'Es obligatorio seleccionar un concesionario',
      );
    }
  });

  it('accepts a dealer code or numeric id', () => {
    expect(validateField(DealerSelectedSchema, '0012345', 'pt-BR')).toBeNull();
    expect(validateField(DealerSelectedSchema, 0, 'pt-BR')).toBeNull();
    expect(validateField(DealerSelectedSchema, 4711, 'pt-BR')).toBeNull();
  });
});

describe('B2EPurchaseForSchema', () => {
  it('is required and takes the seed’s options', () => {
    expect(validateField(B2EPurchaseForSchema, '', 'pt-BR')).toBe('Selecione para quem é a compra');
    expect(validateField(B2EPurchaseForSchema, '', 'es-AR')).toBe('Seleccioná para quién es la compra');
    expect(validateField(B2EPurchaseForSchema, 'neighbour', 'pt-BR')).toBe('Selecione uma opção válida');
    for (const option of [
      'employee',
      'family-member',
      'invoice-assignee',
      'group-collaborator',
      'collaborator-dependent',
    ]) {
      expect(validateField(B2EPurchaseForSchema, option, 'pt-BR')).toBeNull();
    }
  });
});
