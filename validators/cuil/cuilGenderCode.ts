/**
 * The CUIL prefix for a gender (seed 000 §5: "gender code 20, 27 or 30"): 'male' → '20',
 * 'female' → '27', anything else (prefer not to say, a legal person) → '30'. Used to build a CUIL
 * from a DNI ({@link cuilFromNationalId}); validation accepts every allowed prefix whatever the
 * gender, since AFIP also issues 23 and 24 to people of either gender.
 */
export function cuilGenderCode(gender: string): '20' | '27' | '30' {
  if (gender === 'male') return '20';
  if (gender === 'female') return '27';
  return '30';
}
