import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { USERS } from './users.ts';

/** A brand event (seed 001 §3 "Events"). */
export interface SandboxEvent {
  id: string;
  brand: string;
  country: 'BR' | 'AR';
  title: string;
  description: string;
  kind: 'PRESENTIAL' | 'VIRTUAL';
  city: string;
  startsAt: string;
  capacity: number;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  link: string | null;
}

/** An enrolled participant. */
export interface Participant {
  eventId: string;
  participantId: string;
  userId: string | null;
  name: string;
  email: string;
  enrolledAt: string;
}

/** What one event of a market's calendar is like; who starts enrolled is named by `guests` and `users`. */
interface Plan {
  title: string;
  description: string;
  kind: SandboxEvent['kind'];
  city: string;
  startsAt: string;
  capacity: number;
  status?: SandboxEvent['status'];
  /** Sandbox users (by index in USERS) enrolled from the start. */
  users?: number[];
  /** People without an account enrolled from the start. */
  guests?: [name: string, email: string][];
}

/**
 * Six events per brand and country, in the country's language: an open day with room (Ana and Carlos,
 * or Martina, already in), a meeting that is full, a live launch (virtual), a clinic that is over, an
 * event the brand cancelled, and a course with one place left.
 */
const CALENDAR: Record<'BR' | 'AR', Plan[]> = {
  BR: [
    {
      title: 'Dia de test-drive',
      description: 'Dirija os lançamentos da marca com um consultor ao lado.',
      kind: 'PRESENTIAL',
      city: 'São Paulo',
      startsAt: '2027-03-13T10:00:00-03:00',
      capacity: 40,
      users: [0, 1],
    },
    {
      title: 'Encontro de proprietários',
      description: 'Café da manhã com a equipe de pós-venda e um passeio pela serra.',
      kind: 'PRESENTIAL',
      city: 'Belo Horizonte',
      startsAt: '2027-04-10T08:30:00-03:00',
      capacity: 2,
      guests: [
        ['Juliana Prado', 'juliana.prado@example.com'],
        ['Marcos Vieira', 'marcos.vieira@example.com'],
      ],
    },
    {
      title: 'Lançamento ao vivo',
      description: 'A apresentação do novo modelo, transmitida ao vivo, com perguntas no chat.',
      kind: 'VIRTUAL',
      city: 'Online',
      startsAt: '2027-02-20T19:00:00-03:00',
      capacity: 500,
    },
    {
      title: 'Clínica de manutenção',
      description: 'Os cuidados de cada revisão explicados pela oficina.',
      kind: 'PRESENTIAL',
      city: 'Curitiba',
      startsAt: '2026-03-14T09:00:00-03:00',
      capacity: 25,
      status: 'CLOSED',
      guests: [['Renata Lopes', 'renata.lopes@example.com']],
    },
    {
      title: 'Feirão de fim de ano',
      description: 'Condições especiais em toda a linha.',
      kind: 'PRESENTIAL',
      city: 'Rio de Janeiro',
      startsAt: '2027-01-16T10:00:00-03:00',
      capacity: 120,
      status: 'CANCELLED',
    },
    {
      title: 'Curso de direção defensiva',
      description: 'Uma manhã na pista com instrutores certificados.',
      kind: 'PRESENTIAL',
      city: 'Campinas',
      startsAt: '2027-05-08T08:00:00-03:00',
      capacity: 3,
      guests: [
        ['Felipe Andrade', 'felipe.andrade@example.com'],
        ['Beatriz Nunes', 'beatriz.nunes@example.com'],
      ],
    },
  ],
  AR: [
    {
      title: 'Jornada de manejo',
      description: 'Manejá los lanzamientos de la marca con un asesor al lado.',
      kind: 'PRESENTIAL',
      city: 'Córdoba',
      startsAt: '2027-03-20T10:00:00-03:00',
      capacity: 30,
      users: [2],
      guests: [['Santiago Pereyra', 'santiago.pereyra@example.com.ar']],
    },
    {
      title: 'Encuentro de propietarios',
      description: 'Desayuno con el equipo de posventa y un paseo por las sierras.',
      kind: 'PRESENTIAL',
      city: 'Rosario',
      startsAt: '2027-04-17T09:00:00-03:00',
      capacity: 2,
      guests: [
        ['Valentina Ríos', 'valentina.rios@example.com.ar'],
        ['Tomás Herrera', 'tomas.herrera@example.com.ar'],
      ],
    },
    {
      title: 'Lanzamiento en vivo',
      description: 'La presentación del nuevo modelo, transmitida en vivo, con preguntas en el chat.',
      kind: 'VIRTUAL',
      city: 'Online',
      startsAt: '2027-02-25T19:00:00-03:00',
      capacity: 500,
    },
    {
      title: 'Clínica de mantenimiento',
      description: 'Los cuidados de cada service explicados por el taller.',
      kind: 'PRESENTIAL',
      city: 'Mendoza',
      startsAt: '2026-04-11T09:00:00-03:00',
      capacity: 20,
      status: 'CLOSED',
      guests: [['Camila Sosa', 'camila.sosa@example.com.ar']],
    },
    {
      title: 'Exposición de verano',
      description: 'Condiciones especiales en toda la línea.',
      kind: 'PRESENTIAL',
      city: 'Buenos Aires',
      startsAt: '2027-01-23T10:00:00-03:00',
      capacity: 150,
      status: 'CANCELLED',
    },
    {
      title: 'Curso de manejo defensivo',
      description: 'Una mañana en pista con instructores certificados.',
      kind: 'PRESENTIAL',
      city: 'La Plata',
      startsAt: '2027-05-15T08:00:00-03:00',
      capacity: 3,
      guests: [
        ['Julián Acosta', 'julian.acosta@example.com.ar'],
        ['Florencia Díaz', 'florencia.diaz@example.com.ar'],
      ],
    },
  ],
};

const idOf = (brand: string, country: 'BR' | 'AR', i: number) =>
  `EVT-${brand.toUpperCase().replace('-', '')}${country === 'AR' ? '-AR' : ''}-${i + 1}`;

const eventsOf = (country: 'BR' | 'AR') =>
  Object.keys(BRAND_LABELS).flatMap((brand) =>
    CALENDAR[country].map(
      (plan, i): SandboxEvent => ({
        id: idOf(brand, country, i),
        brand,
        country,
        title: `${BRAND_LABELS[brand]} — ${plan.title}`,
        description: plan.description,
        kind: plan.kind,
        city: plan.city,
        startsAt: plan.startsAt,
        capacity: plan.capacity,
        status: plan.status ?? 'OPEN',
        link:
          plan.kind === 'VIRTUAL'
            ? `https://events.example.com/${brand}/${country.toLowerCase()}/live`
            : null,
      }),
    ),
  );

/** Every brand's events in Brazil (`EVT-FIAT-1`…`6`) and in Argentina (`EVT-FIAT-AR-1`…`6`). */
export const EVENTS: SandboxEvent[] = [...eventsOf('BR'), ...eventsOf('AR')];

/** Who is enrolled when the sandbox starts (or is reset), per the calendar's plans. */
export function initialParticipants(): Participant[] {
  return EVENTS.flatMap((event) => {
    const plan = CALENDAR[event.country][Number(event.id.split('-').at(-1)) - 1] as Plan;
    const people = [
      ...(plan.users ?? []).map((u) => {
        const user = USERS[u] as (typeof USERS)[number];
        return { userId: user.id as string | null, name: user.name, email: user.emails[0]?.email ?? '' };
      }),
      ...(plan.guests ?? []).map(([name, email]) => ({ userId: null, name, email })),
    ];
    return people.map((person, i) => ({
      eventId: event.id,
      participantId: `${event.id}-P${i + 1}`,
      ...person,
      enrolledAt: '2026-10-01T12:00:00Z',
    }));
  });
}

/** A visit schedule's status (seed 000 §4): A confirmed, C cancelled, P pending, R rejected, B blocked. */
type VisitStatus = 'A' | 'C' | 'P' | 'R' | 'B';

/**
 * Visit schedules: one pending visit per sandbox user (`VIS-1`…); Martina (es-AR) and Pedro (pt-BR) also
 * have one the dealer confirmed, one it rejected and one it blocked (`VIS-3-A`, `-R`, `-B`; `VIS-4-…`).
 */
export function initialVisits() {
  return USERS.flatMap((user, i) => {
    const pending = {
      scheduleId: `VIS-${i + 1}`,
      userId: user.id,
      dealerCode: null as string | null,
      date: `2026-02-${String(10 + i).padStart(2, '0')}`,
      period: i % 2 === 0 ? 'MORNING' : 'AFTERNOON',
      status: 'P' as VisitStatus,
    };
    const more = i === 2 || i === 3 ? (['A', 'R', 'B'] as const) : [];
    return [
      pending,
      ...more.map((status, k) => ({
        ...pending,
        scheduleId: `VIS-${i + 1}-${status}`,
        date: `2026-03-${String(10 + k).padStart(2, '0')}`,
        status: status as VisitStatus,
      })),
    ];
  });
}
