import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateField } from '../validateField.ts';
import { type BirthdateIssue, birthdateIssue, isValidBirthdate } from './birthdateIssue.ts';
import { BirthdateEnUsSchema, BirthdateSchema } from './birthdateSchema.ts';
import { ageOn, daysBetween, isWithinDays } from './calendar.ts';
import { DateSchema } from './dateSchema.ts';
import { isValidDate } from './isValidDate.ts';
import { type DateFormat, parseDate } from './parseDate.ts';
import { isValidTime, TimeSchema } from './TimeSchema.ts';
import { withinDaysSchema } from './withinDaysSchema.ts';

/** "Now" for every test: 22 November 2026, 15:30 local time. */
const NOW = new Date(2026, 10, 22, 15, 30);
const day = (d: number, m: number, y: number) => new Date(y, m - 1, d);

describe('parseDate', () => {
  it('reads DD/MM/YYYY (pt-BR) and YYYY-MM-DD (en-US)', () => {
    expect(parseDate('10/05/1990')).toEqual(day(10, 5, 1990));
    expect(parseDate('1990-05-10', 'en-US')).toEqual(day(10, 5, 1990));
    expect(parseDate('29/02/2004')).toEqual(day(29, 2, 2004));
    expect(parseDate('01/01/0099')).toEqual(new Date(new Date(0, 0, 1).setFullYear(99, 0, 1)));
  });

  it.each<[string, DateFormat, string]>([
    ['31/04/1990', 'pt-BR', 'April has 30 days'],
    ['29/02/2023', 'pt-BR', 'not a leap year'],
    ['00/05/1990', 'pt-BR', 'day 0'],
    ['10/13/1990', 'pt-BR', 'month 13'],
    ['1/5/1990', 'pt-BR', 'one-digit parts'],
    ['10-05-1990', 'pt-BR', 'wrong separator'],
    ['1990-05-10', 'pt-BR', 'the other format'],
    ['10/05/1990', 'en-US', 'the other format'],
    ['', 'pt-BR', 'empty'],
  ])('rejects %j as %s (%s)', (value, format) => {
    expect(parseDate(value, format)).toBeNull();
  });
});

describe('ageOn and daysBetween', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn(day(22, 11, 2008), NOW)).toBe(18);
    expect(ageOn(day(23, 11, 2008), NOW)).toBe(17);
    expect(ageOn(day(29, 2, 2008), day(28, 2, 2026))).toBe(17);
    expect(ageOn(day(29, 2, 2008), day(1, 3, 2026))).toBe(18);
  });

  it('counts calendar days whatever the time of day', () => {
    expect(daysBetween(new Date(2026, 10, 21, 23, 59), new Date(2026, 10, 22, 0, 1))).toBe(1);
    expect(daysBetween(NOW, day(22, 11, 2026))).toBe(0);
    expect(daysBetween(day(23, 11, 2026), NOW)).toBe(-1);
    expect(daysBetween(day(1, 1, 2026), day(1, 1, 2027))).toBe(365);
  });
});

describe('isValidBirthdate', () => {
  it.each<[string, DateFormat, BirthdateIssue | null, string]>([
    ['22/11/2008', 'pt-BR', null, 'turns 18 today'],
    ['23/11/2008', 'pt-BR', 'underage', '18 tomorrow'],
    ['22/11/2026', 'pt-BR', 'underage', 'born today'],
    ['23/11/2026', 'pt-BR', 'future', 'tomorrow'],
    ['01/01/3000', 'pt-BR', 'invalid', 'year 30xx'],
    ['01/01/1900', 'pt-BR', null, 'first 19xx year'],
    ['31/12/1899', 'pt-BR', 'invalid', 'year 18xx'],
    ['29/02/2023', 'pt-BR', 'invalid', 'not a real day'],
    ['1990-05-10', 'en-US', null, 'en-US format'],
    ['2008-11-23', 'en-US', 'underage', 'en-US, 18 tomorrow'],
    ['10/05/1990', 'en-US', 'invalid', 'pt-BR text read as en-US'],
  ])('%j (%s) → %s: %s', (value, format, issue) => {
    expect(birthdateIssue(value, format, NOW)).toBe(issue);
    expect(isValidBirthdate(value, format, NOW)).toBe(issue === null);
  });
});

describe('isValidDate (not older than 200 years)', () => {
  it('accepts exactly 200 years ago, not a day more', () => {
    expect(isValidDate('22/11/1826', 'pt-BR', NOW)).toBe(true);
    expect(isValidDate('21/11/1826', 'pt-BR', NOW)).toBe(false);
    expect(isValidDate('1826-11-22', 'en-US', NOW)).toBe(true);
    expect(isValidDate('31/02/2000', 'pt-BR', NOW)).toBe(false);
  });
});

describe('isWithinDays (30-day window)', () => {
  it('keeps today and the 29 days before, not the 30th day nor the future', () => {
    expect(isWithinDays(day(22, 11, 2026), 30, NOW)).toBe(true);
    expect(isWithinDays(day(24, 10, 2026), 30, NOW)).toBe(true);
    expect(isWithinDays(day(23, 10, 2026), 30, NOW)).toBe(false);
    expect(isWithinDays(day(23, 11, 2026), 30, NOW)).toBe(false);
  });
});

describe('isValidTime', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %j', (time) => {
    expect(isValidTime(time)).toBe(true);
  });

  it.each(['24:00', '23:60', '9:30', '0930', '12:5', ''])('rejects %j', (time) => {
    expect(isValidTime(time)).toBe(false);
  });
});

describe('date schemas (clock at validation time)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('BirthdateSchema reports each problem in both languages', () => {
    expect(validateField(BirthdateSchema, '', 'pt-BR')).toBe('Informe sua data de nascimento');
    expect(validateField(BirthdateSchema, '', 'es-AR')).toBe('Ingresá tu fecha de nacimiento');
    expect(validateField(BirthdateSchema, '31/02/1990', 'pt-BR')).toBe(
      'Informe uma data de nascimento válida',
    );
    expect(validateField(BirthdateSchema, '31/02/1990', 'es-AR')).toBe(
      'Ingresá una fecha de nacimiento válida',
    );
    expect(validateField(BirthdateSchema, '23/11/2026', 'pt-BR')).toBe(
      'A data de nascimento não pode estar no futuro',
    );
    expect(validateField(BirthdateSchema, '23/11/2026', 'es-AR')).toBe(
      'La fecha de nacimiento no puede ser futura',
    );
    expect(validateField(BirthdateSchema, '23/11/2008', 'pt-BR')).toBe('É preciso ter 18 anos ou mais');
    expect(validateField(BirthdateSchema, '23/11/2008', 'es-AR')).toBe('Tenés que tener 18 años o más');
    expect(validateField(BirthdateSchema, '22/11/2008', 'pt-BR')).toBeNull();
    expect(validateField(BirthdateEnUsSchema, '2008-11-22', 'pt-BR')).toBeNull();
    expect(validateField(BirthdateEnUsSchema, '22/11/2008', 'pt-BR')).toBe(
      'Informe uma data de nascimento válida',
    );
  });

  it('DateSchema rejects unreal and too-old dates', () => {
    expect(validateField(DateSchema, '', 'es-AR')).toBe('Ingresá la fecha');
    expect(validateField(DateSchema, '31/04/2020', 'pt-BR')).toBe('Informe uma data válida');
    expect(validateField(DateSchema, '21/11/1826', 'pt-BR')).toBe(
      'A data não pode ser de mais de 200 anos atrás',
    );
    expect(validateField(DateSchema, '21/11/1826', 'es-AR')).toBe(
      'La fecha no puede ser de hace más de 200 años',
    );
    expect(validateField(DateSchema, '22/11/1826', 'pt-BR')).toBeNull();
  });

  it('withinDaysSchema names the window', () => {
    const schema = withinDaysSchema(30);
    expect(validateField(schema, '24/10/2026', 'pt-BR')).toBeNull();
    expect(validateField(schema, '23/10/2026', 'pt-BR')).toBe('A data deve estar dentro dos últimos 30 dias');
    expect(validateField(schema, '23/10/2026', 'es-AR')).toBe(
      'La fecha tiene que estar dentro de los últimos 30 días',
    );
    expect(validateField(schema, '31/10/2026x', 'pt-BR')).toBe('Informe uma data válida');
  });

  it('TimeSchema localises its messages', () => {
    expect(validateField(TimeSchema, '', 'pt-BR')).toBe('Informe o horário');
    expect(validateField(TimeSchema, '24:00', 'es-AR')).toBe('Ingresá un horario válido (HH:mm)');
    expect(validateField(TimeSchema, '23:59', 'pt-BR')).toBeNull();
  });
});
