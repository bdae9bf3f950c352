import r2wc from '@r2wc/react-to-web-component';
import { atom, useAtom } from 'jotai';
import ky from 'ky';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

/**
 * The bench's reference floor: the smallest honest lead form on the stack the widgets are built on
 * (React 19, react-dom, r2wc, jotai, valibot, ky) and nothing else. Its bytes are the denominator of
 * the lead-form page's ratio; it is never shipped.
 */
const LeadSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Informe seu nome')),
  email: v.pipe(v.string(), v.trim(), v.email('E-mail inválido')),
  phone: v.pipe(v.string(), v.regex(/^\d{10,11}$/, 'Telefone inválido')),
  consent: v.literal(true, 'Aceite para continuar'),
});

const sentAtom = atom(false);

type Field = 'name' | 'email' | 'phone';
const FIELDS: Field[] = ['name', 'email', 'phone'];

function ReferenceLeadForm({ modelCode }: { modelCode?: string }) {
  const [sent, setSent] = useAtom(sentAtom);
  const [values, setValues] = useState({ name: '', email: '', phone: '', consent: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = v.safeParse(LeadSchema, values);
    if (!result.success) {
      setErrors(v.flatten<typeof LeadSchema>(result.issues).nested as Record<string, string>);
      return;
    }
    setErrors({});
    try {
      await ky.post('/sandbox/leads', { json: { ...result.output, modelCode }, timeout: 10_000 }).json();
      setSent(true);
    } catch {
      setFailed(true);
    }
  }

  if (sent) return <p role="status">Obrigado! Um concessionário vai entrar em contato.</p>;
  return (
    <form noValidate onSubmit={submit}>
      {FIELDS.map((field) => (
        <label key={field}>
          {field}
          <input
            value={values[field]}
            aria-invalid={Boolean(errors[field])}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
          {errors[field] && <span role="alert">{errors[field]}</span>}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={values.consent}
          onChange={(e) => setValues({ ...values, consent: e.target.checked })}
        />
        consent
      </label>
      {failed && <p role="alert">Não foi possível enviar. Tente de novo.</p>}
      <button type="submit">Enviar</button>
    </form>
  );
}

customElements.define(
  'reference-lead-form',
  r2wc(ReferenceLeadForm, { shadow: 'open', props: { modelCode: 'string' } }),
);
