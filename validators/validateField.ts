import * as v from 'valibot';
import { langOf } from './messageText.ts';

/**
 * Validates one field value and returns its first localised message, or null when it is valid.
 * The market ('pt-BR', 'c-BR', 'es-AR'…) picks the language through {@link langOf}.
 *
 * @example validateField(CpfSchema, '111.111.111-11', 'es-AR') // 'Ingresá un CPF válido'
 */
export function validateField(schema: v.GenericSchema, value: unknown, market: string): string | null {
  const result = v.safeParse(schema, value, { lang: langOf(market), abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
