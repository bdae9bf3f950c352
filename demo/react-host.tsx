import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HubConfigurator, HubLeadForm } from '../core/react.ts';

/*
 * A React 19 host page (demo/react-host.html): the host's own React renders hub tags through the
 * `hub-widgets/react` wrappers, passing arrays and objects as props, while the loader (in the page's
 * head) defines the elements lazily. The browser test test/browser/react-host.spec.ts drives it.
 */

const FIELDS = [{ name: 'versao', label: 'Versão de interesse', required: true }];
const REASONS = ['Comprar', 'Dúvidas'];

function App({ model, mvs, year }: { model: string; mvs: string; year: number }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <section aria-label="Proposta">
        <HubLeadForm
          variant="custom"
          modelYear={String(year)}
          reasons={REASONS}
          fields={FIELDS}
          onhub-submit-success={(event: CustomEvent<{ form: string }>) => setSent(event.detail.form)}
        />
        {sent && <p className="demo-note">{`Host: hub-submit-success (${sent})`}</p>}
      </section>
      <section aria-label="Configurador">
        <HubConfigurator model={model} mvs={mvs} year={year} initialStep="color" />
      </section>
    </>
  );
}

const mount = document.getElementById('react-host');
if (mount) {
  const { model = '', mvs = '', year = '' } = mount.dataset;
  createRoot(mount).render(
    <StrictMode>
      <App model={model} mvs={mvs} year={Number(year)} />
    </StrictMode>,
  );
}
