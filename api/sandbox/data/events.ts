import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { USERS } from './users.ts';

/** A brand event (seed 001 §3 "Events"). */
export interface SandboxEvent {
  id: string;
  brand: string;
  country: 'BR' | 'AR';
  title: string;
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

const PLANS: [title: string, kind: SandboxEvent['kind'], city: string, country: SandboxEvent['country']][] = [
  ['Test-drive day', 'PRESENTIAL', 'São Paulo', 'BR'],
  ['Encontro de proprietários', 'PRESENTIAL', 'Belo Horizonte', 'BR'],
  ['Lançamento ao vivo', 'VIRTUAL', 'Online', 'BR'],
  ['Jornada de manejo', 'PRESENTIAL', 'Córdoba', 'AR'],
];

/** Four events per brand: three in Brazil, one in Argentina; the third is virtual. */
export const EVENTS: SandboxEvent[] = Object.keys(BRAND_LABELS).flatMap((brand, b) =>
  PLANS.map(([title, kind, city, country], i) => ({
    id: `EVT-${brand.toUpperCase().replace('-', '')}-${i + 1}`,
    brand,
    country,
    title: `${BRAND_LABELS[brand]} — ${title}`,
    kind,
    city,
    startsAt: `2026-0${1 + ((b + i) % 9)}-${String(10 + i * 4).padStart(2, '0')}T10:00:00-03:00`,
    capacity: i === 1 ? 2 : 40,
    status: 'OPEN' as const,
    link: kind === 'VIRTUAL' ? `https://events.example.com/${brand}/live` : null,
  })),
);

/** Participants every event starts with: the first two sandbox users on the first event of each brand. */
export function initialParticipants(): Participant[] {
  return EVENTS.filter((event) => event.id.endsWith('-1')).flatMap((event) =>
    USERS.slice(0, 2).map((user, i) => ({
      eventId: event.id,
      participantId: `${event.id}-P${i + 1}`,
      userId: user.id,
      name: user.name,
      email: user.emails[0]?.email ?? '',
      enrolledAt: '2025-11-01T12:00:00Z',
    })),
  );
}

/** Visit schedules (A confirmed, C cancelled, P pending, R rejected, B blocked). */
export function initialVisits() {
  return USERS.map((user, i) => ({
    scheduleId: `VIS-${i + 1}`,
    userId: user.id,
    dealerCode: null as string | null,
    date: `2026-02-${String(10 + i).padStart(2, '0')}`,
    period: i % 2 === 0 ? 'MORNING' : 'AFTERNOON',
    status: 'P' as 'A' | 'C' | 'P' | 'R' | 'B',
  }));
}
